// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMissionIndex, signIn } from '../../src/api/mission';
import type { MissionIndex, SignDay } from '../../src/api';
import { toastSuccess } from '../../src/core/feedback';
import { requestLogin, useSession } from '../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import signInWidget, { dayLabel } from './widget';

vi.mock('../../src/api/mission', () => ({ getMissionIndex: vi.fn(), signIn: vi.fn() }));
vi.mock('../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/core/session')>()),
  requestLogin: vi.fn(() => Promise.resolve()),
}));

const loadIndex = vi.mocked(getMissionIndex);
const sign = vi.mocked(signIn);

const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];

function missionIndex(signedDates: string[], continuousDays: number): MissionIndex {
  const days: SignDay[] = WEEK.map((date, i) => ({
    date,
    reward: 5 + i * 5,
    signed: signedDates.includes(date),
    can_repair: false,
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
    expect(page.getByText('每日签到领金币')).toBeTruthy();
    expect(page.container.textContent).toContain('已连续签到 2 天');
    expect(page.getAllByRole('listitem')).toHaveLength(7);
    expect(page.getByLabelText('今天 未签到 20金币')).toBeTruthy();
    expect(page.getByLabelText('11.03 已签到 10金币')).toBeTruthy();

    await act(async () => {
      fireEvent.click(button);
    });
    expect(sign).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith('签到成功，获得20金币');
    const done = page.getByRole('button', { name: '今日已签到' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(page.container.textContent).toContain('已连续签到 3 天');
    expect(page.getByLabelText('今天 已签到 20金币')).toBeTruthy();
    await waitFor(() => expect(loadIndex).toHaveBeenCalledTimes(2));
    expect(loadIndex).toHaveBeenLastCalledWith({ silent: true });
  });

  it('already signed today shows a disabled 今日已签到', async () => {
    loadIndex.mockResolvedValueOnce(missionIndex(['2026-11-05'], 1));
    const page = await renderNodes([signInWidget], [{ id: 's1', type: 'sign-in', props: {} }]);
    const done = (await page.findByRole('button', { name: '今日已签到' })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(page.getByText('每日签到')).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    loadIndex.mockRejectedValueOnce(new Error('服务器内部错误'));
    loadIndex.mockResolvedValueOnce(missionIndex([], 0));
    const page = await renderNodes([signInWidget], [example]);
    fireEvent.click(await page.findByRole('button', { name: '请求失败,点击重新加载' }));
    expect(await page.findByRole('button', { name: '签到' })).toBeTruthy();
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
    expect(await page.findByRole('button', { name: '签到' })).toBeTruthy();
    expect(page.queryByRole('button', { name: '登录后签到' })).toBeNull();
  });
});
