// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMissionIndex, listSignRecords, repairSignIn, setSignRemind, signIn } from '../../src/api/mission';
import type { MissionIndex, SignDay } from '../../src/contract';
import { toastSuccess } from '../../src/core/feedback';
import { requestLogin, useSession } from '../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import signInWidget, { dayLabel } from './widget';

vi.mock('../../src/api/mission', () => ({ getMissionIndex: vi.fn(), signIn: vi.fn(), repairSignIn: vi.fn(), setSignRemind: vi.fn(), listSignRecords: vi.fn() }));
vi.mock('../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/core/session')>()),
  requestLogin: vi.fn(() => Promise.resolve()),
}));

const loadIndex = vi.mocked(getMissionIndex);
const sign = vi.mocked(signIn);
const repair = vi.mocked(repairSignIn);
const remind = vi.mocked(setSignRemind);
const records = vi.mocked(listSignRecords);

const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];

function missionIndex(signedDates: string[], continuousDays: number, repairable = false): MissionIndex {
  const days: SignDay[] = WEEK.map((date, i) => ({
    date,
    reward: 5 + i * 5,
    signed: signedDates.includes(date),
    can_repair: repairable && date < '2026-11-05' && !signedDates.includes(date),
    is_today: date === '2026-11-05',
  }));
  return {
    coin_total: 120,
    sign: { today_signed: signedDates.includes('2026-11-05'), continuous_days: continuousDays, remind: 0, repair_cards: 1, days },
    missions: [],
    banner: '',
  };
}

startLoggedInEachTest();

describe('sign-in', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(signInWidget.validate(example.props)).toBe(true);
    expect(signInWidget.validate({})).toBe(true);
    expect(signInWidget.validate({ title: '' })).toBe(false);
    expect(signInWidget.validate({ title: { text: '签到' } })).toBe(false);
  });

  it('labels days as 今天 or MM.DD', () => {
    expect(dayLabel({ date: '2026-11-03', reward: 5, signed: false, can_repair: false, is_today: false })).toBe('11.03');
    expect(dayLabel({ date: '2026-11-05', reward: 5, signed: false, can_repair: false, is_today: true })).toBe('今天');
  });

  it('shows the streak and the week, signs in, then refreshes', async () => {
    loadIndex.mockResolvedValueOnce(missionIndex(['2026-11-03', '2026-11-04'], 2));
    loadIndex.mockResolvedValueOnce(missionIndex(['2026-11-03', '2026-11-04', '2026-11-05'], 3));
    sign.mockResolvedValueOnce({ date: '2026-11-05', reward: 20, continuous_days: 3, coin_total: 140 });
    const page = await renderNodes([signInWidget], [example]);
    const button = await page.findByRole('button', { name: '签到' });
    expect(page.getByRole('heading', { name: '每日签到领金币' })).toBeVisible();
    expect(page.container.textContent).toContain('已连续签到 2 天');
    expect(page.getAllByRole('listitem')).toHaveLength(7);
    // A day not signed shows its reward, a signed one a tick.
    expect(page.getByLabelText('今天 未签到 20金币').textContent).toBe('+20今天');
    expect(page.getByLabelText('11.03 已签到 10金币').textContent).toBe('✓11.03');

    await act(async () => {
      fireEvent.click(button);
    });
    expect(sign).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith('签到成功，获得20金币');
    const done = page.getByRole('button', { name: '今日已签到' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(page.container.textContent).toContain('已连续签到 3 天');
    expect(page.getByLabelText('今天 已签到 20金币').textContent).toBe('✓今天');
    await waitFor(() => expect(loadIndex).toHaveBeenCalledTimes(2));
    expect(loadIndex).toHaveBeenLastCalledWith({ silent: true });
  });

  it('already signed today shows a disabled 今日已签到', async () => {
    loadIndex.mockResolvedValueOnce(missionIndex(['2026-11-05'], 1));
    const page = await renderNodes([signInWidget], [{ id: 's1', type: 'sign-in', props: {} }]);
    const done = (await page.findByRole('button', { name: '今日已签到' })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(page.getByRole('heading', { name: '每日签到' })).toBeVisible();
  });

  it('a failed load offers a retry', async () => {
    loadIndex.mockRejectedValueOnce(new Error('服务器内部错误'));
    loadIndex.mockResolvedValueOnce(missionIndex([], 0));
    const page = await renderNodes([signInWidget], [example]);
    fireEvent.click(await page.findByRole('button', { name: '请求失败,点击重新加载' }));
    expect(((await page.findByRole('button', { name: '签到' })) as HTMLButtonElement).disabled).toBe(false);
    expect(loadIndex).toHaveBeenCalledTimes(2);
  });

  it('an anonymous shopper is asked to log in, and nothing is loaded', async () => {
    useSession.getState().setToken(null);
    const page = await renderNodes([signInWidget], [example]);
    fireEvent.click(page.getByRole('button', { name: '登录后签到' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(loadIndex).not.toHaveBeenCalled();
  });

  it('loads the card as soon as the shopper logs in', async () => {
    useSession.getState().setToken(null);
    loadIndex.mockResolvedValueOnce(missionIndex([], 0));
    const page = await renderNodes([signInWidget], [example]);
    act(() => useSession.getState().setToken('token-2'));
    expect(((await page.findByRole('button', { name: '签到' })) as HTMLButtonElement).disabled).toBe(false);
    expect(page.queryByRole('button', { name: '登录后签到' })).toBeNull();
  });

  it('makes up a missed day with a card, and reads the card again', async () => {
    loadIndex.mockResolvedValueOnce(missionIndex(['2026-11-03', '2026-11-04'], 2, true));
    loadIndex.mockResolvedValueOnce(missionIndex(['2026-11-02', '2026-11-03', '2026-11-04'], 3, true));
    repair.mockResolvedValueOnce({ date: '2026-11-02', reward: 5, continuous_days: 3, coin_total: 125 });
    const page = await renderNodes([signInWidget], [example]);
    expect(await page.findByText('补签卡 1 张')).toBeVisible();
    expect(page.queryByRole('button', { name: '补签11.03' })).toBeNull();
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: '补签11.02' }));
    });
    expect(repair).toHaveBeenCalledWith({ date: '2026-11-02' });
    expect(toastSuccess).toHaveBeenCalledWith('补签成功，获得5金币');
    expect(page.getByLabelText('11.02 已签到 5金币').textContent).toBe('✓11.02');
    expect(page.queryByRole('button', { name: '补签11.02' })).toBeNull();
    await waitFor(() => expect(loadIndex).toHaveBeenCalledTimes(2));
  });

  it('a refused make-up (no card left) changes nothing but reads the card again', async () => {
    loadIndex.mockResolvedValue(missionIndex([], 0, true));
    repair.mockRejectedValueOnce(new Error('补签卡已用完'));
    const page = await renderNodes([signInWidget], [example]);
    await page.findByText('补签卡 1 张');
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: '补签11.02' }));
    });
    expect(toastSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(loadIndex).toHaveBeenCalledTimes(2));
    expect((page.getByRole('button', { name: '补签11.02' }) as HTMLButtonElement).disabled).toBe(false);
    expect(page.getByLabelText('11.02 未签到 5金币').textContent).toBe('+511.02补签');
  });

  it('switches the reminder as the server answers', async () => {
    const before = missionIndex([], 0);
    loadIndex.mockResolvedValueOnce(before).mockResolvedValueOnce({ ...before, sign: { ...before.sign, remind: 1 } });
    remind.mockResolvedValueOnce({ remind: 1 });
    const page = await renderNodes([signInWidget], [example]);
    const toggle = await page.findByRole('switch', { name: '签到提醒' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(remind).toHaveBeenCalledWith({ remind: 1 });
    expect(toastSuccess).toHaveBeenCalledWith('已开启签到提醒');
    expect(page.getByRole('switch', { name: '签到提醒' }).getAttribute('aria-checked')).toBe('true');
  });

  it('opens the sign-in record on a tap, signed and made-up days told apart', async () => {
    loadIndex.mockResolvedValueOnce(missionIndex([], 0));
    records.mockResolvedValueOnce({ list: [{ date: '2026-11-04', reward: 10, type: 1 }, { date: '2026-11-02', reward: 5, type: 2 }], has_more: false });
    const page = await renderNodes([signInWidget], [example]);
    const toggle = await page.findByRole('button', { name: '签到记录' });
    expect(records).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(await page.findByText('2026-11-04 签到')).toBeVisible();
    expect(page.getByText('2026-11-02 补签')).toBeVisible();
    expect(records).toHaveBeenCalledWith({ page: 1, page_size: 20 });
  });

  it('without show_records has no record', async () => {
    loadIndex.mockResolvedValueOnce(missionIndex([], 0));
    const page = await renderNodes([signInWidget], [{ id: 's', type: 'sign-in', props: {} }]);
    await page.findByRole('button', { name: '签到' });
    expect(page.queryByRole('button', { name: '签到记录' })).toBeNull();
  });
});
