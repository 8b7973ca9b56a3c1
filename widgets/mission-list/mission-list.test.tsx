// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { completeMission, getMissionIndex, receiveMissionReward } from '../../src/api/mission';
import type { Mission, MissionIndex } from '../../src/contract';
import { WireError } from '../../src/contract/wire-error';
import { toast, toastSuccess } from '../../src/core/feedback';
import { requestLogin, useSession } from '../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import missionList from './widget';

vi.mock('../../src/api/mission', () => ({ getMissionIndex: vi.fn(), completeMission: vi.fn(), receiveMissionReward: vi.fn() }));
vi.mock('../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/core/session')>()),
  requestLogin: vi.fn(() => Promise.resolve()),
}));

const loadIndex = vi.mocked(getMissionIndex);
const complete = vi.mocked(completeMission);
const receive = vi.mocked(receiveMissionReward);

const mission = (id: number, status: Mission['status'], extra: Partial<Mission> = {}): Mission => ({
  id, title: `任务${id}`, desc: `说明${id}`, icon: '', reward: 10, status, progress: 0, total: 1, ...extra,
});

function index(missions: Mission[], coins = 100): MissionIndex {
  return { coin_total: coins, sign: { today_signed: false, continuous_days: 0, remind: 0, repair_cards: 0, days: [] }, missions, banner: '' };
}

/** The list once its index is drawn (a transition after the shared read). */
async function drawn(page: Awaited<ReturnType<typeof renderNodes>>) {
  await page.findByText('我的金币');
  return page;
}

const row = (page: Awaited<ReturnType<typeof renderNodes>>, id: number) => page.container.querySelector(`[data-mission-id="${id}"]`) as HTMLElement;

startLoggedInEachTest();

describe('mission-list', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(missionList.validate(example.props)).toBe(true);
    expect(missionList.validate({})).toBe(true);
    expect(missionList.validate({ complete_on_visit: ['1'] })).toBe(true);
    expect(missionList.validate({ complete_on_visit: ['one'] })).toBe(false);
    expect(missionList.validate({ title: '' })).toBe(false);
  });

  it('shows the coins and a button per mission status', async () => {
    loadIndex.mockResolvedValueOnce(index([mission(1, 0), mission(5, 1), mission(6, 2)], 320));
    const page = await renderNodes([missionList], [example]);
    expect((await page.findByText('我的金币')).textContent).toBe('我的金币 320');
    expect(within(row(page, 1)).getByRole('button').textContent).toBe('去完成');
    expect(within(row(page, 5)).getByRole('button').textContent).toBe('领取');
    const claimed = within(row(page, 6)).getByRole<HTMLButtonElement>('button');
    expect(claimed.textContent).toBe('已领取');
    expect(claimed.disabled).toBe(true);
  });

  it('去完成 reports a visit mission done, then follows its action', async () => {
    loadIndex.mockResolvedValueOnce(index([mission(1, 0, { action: { target: 'all' } })]));
    complete.mockResolvedValueOnce({ mission_id: 1, status: 1, already_completed: false });
    const page = await drawn(await renderNodes([missionList], [example]));
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: '任务1 去完成' }));
    });
    expect(complete).toHaveBeenCalledWith({ id: 1 });
    expect(page.visited).toEqual(['/mall/category']);
    expect(within(row(page, 1)).getByRole('button').textContent).toBe('领取');
  });

  it('去完成 of a mission the back end completes itself only follows the action; without one it says what to do', async () => {
    loadIndex.mockResolvedValueOnce(index([mission(5, 0, { action: { target: 'seller', target_id: '201' } }), mission(3, 0)]));
    const page = await drawn(await renderNodes([missionList], [example]));
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: '任务5 去完成' }));
    });
    expect(page.visited).toEqual(['/mall/shop-detail?seller_id=201']);
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: '任务3 去完成' }));
    });
    expect(toast).toHaveBeenCalledWith('说明3');
    expect(complete).not.toHaveBeenCalled();
  });

  it('领取 claims once, the coin total follows, and the button turns to 已领取', async () => {
    loadIndex.mockResolvedValueOnce(index([mission(5, 1, { reward: 10 })], 100));
    receive.mockResolvedValueOnce({ mission_id: 5, reward: 10, coin_total: 110 });
    const page = await drawn(await renderNodes([missionList], [example]));
    const button = page.getByRole('button', { name: '任务5 领取' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(receive).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith('领取成功，获得10金币');
    expect(page.getByText('我的金币').textContent).toBe('我的金币 110');
    expect((page.getByRole('button', { name: '任务5 已领取' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refused claim reads the missions again (the request layer showed the server’s words)', async () => {
    loadIndex.mockResolvedValueOnce(index([mission(5, 1)], 100)).mockResolvedValueOnce(index([mission(5, 2)], 110));
    receive.mockRejectedValueOnce(new Error('奖励已领取，请勿重复领取'));
    const page = await drawn(await renderNodes([missionList], [example]));
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: '任务5 领取' }));
    });
    await waitFor(() => expect((page.getByRole('button', { name: '任务5 已领取' }) as HTMLButtonElement).disabled).toBe(true));
    expect(page.getByText('我的金币').textContent).toBe('我的金币 110');
  });

  it('an answer without a mission id shows the path and a retry', async () => {
    loadIndex.mockRejectedValueOnce(new WireError('missions.missions[0].id', 'missing')).mockResolvedValueOnce(index([mission(1, 0)]));
    const page = await renderNodes([missionList], [example]);
    expect(await page.findByText('服务器数据缺少 missions.missions[0].id')).toBeVisible();
    fireEvent.click(page.getByRole('button', { name: '请求失败,点击重新加载' }));
    expect(await page.findByRole('button', { name: '任务1 去完成' })).toBeVisible();
  });

  it('a visitor is asked to log in, and nothing is read', async () => {
    useSession.getState().setToken(null);
    const page = await renderNodes([missionList], [example]);
    fireEvent.click(page.getByRole('button', { name: '登录后做任务领金币' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(loadIndex).not.toHaveBeenCalled();
  });
});
