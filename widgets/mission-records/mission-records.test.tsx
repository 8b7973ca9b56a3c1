// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listBillingRewards, listHistoryActivities, listMissionRecords } from '../../src/api/mission';
import { requestLogin, useSession } from '../../src/core/session';
import { renderNodes, startLoggedInEachTest, stubIntersections } from '../test-utils';
import example from './example.json';
import missionRecords from './widget';

vi.mock('../../src/api/mission', () => ({ listBillingRewards: vi.fn(), listHistoryActivities: vi.fn(), listMissionRecords: vi.fn() }));
vi.mock('../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/core/session')>()),
  requestLogin: vi.fn(() => Promise.resolve()),
}));

const coins = vi.mocked(listMissionRecords);
const orders = vi.mocked(listBillingRewards);
const history = vi.mocked(listHistoryActivities);

startLoggedInEachTest();

describe('mission-records', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(missionRecords.validate(example.props)).toBe(true);
    expect(missionRecords.validate({})).toBe(true);
    expect(missionRecords.validate({ tabs: ['coins', 'coins'] })).toBe(false);
    expect(missionRecords.validate({ tabs: ['points'] })).toBe(false);
    expect(missionRecords.validate({ tabs: [] })).toBe(false);
  });

  it('shows the coins tab first and reads the next page as its end comes near, until the list ends', async () => {
    stubIntersections(true);
    coins
      .mockResolvedValueOnce({ list: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `任务${i + 1}`, reward: 10, time: '2026-11-10 10:00:00' })), has_more: true })
      .mockResolvedValueOnce({ list: [{ id: 21, title: '每日签到', reward: 5, time: '2026-11-09 09:00:00' }] });
    const page = await renderNodes([missionRecords], [example]);
    expect((await page.findByRole('tab', { name: '金币明细' })).getAttribute('aria-selected')).toBe('true');
    expect(await page.findByText('每日签到')).toBeVisible();
    expect(coins.mock.calls.map(([query]) => query)).toEqual([{ page: 1, page_size: 20 }, { page: 2, page_size: 20 }]);
    expect(await page.findByText('没有更多了')).toBeVisible();
    expect(orders).not.toHaveBeenCalled();
  });

  it('each tab reads its own list; empty lists say so', async () => {
    stubIntersections(false);
    coins.mockResolvedValueOnce({ list: [] });
    orders.mockResolvedValueOnce({ list: [{ order_no: 'SO1', pay_price: 59.9, reward: 59, status_label: '已到账', time: '2026-11-08 12:00:00' }], has_more: false });
    history.mockResolvedValueOnce({ list: [{ id: 31, title: '618年中狂欢任务赛', image: '', start_time: '2026-06-01', end_time: '2026-06-18', status_label: '已结束' }], total: 1 });
    const page = await renderNodes([missionRecords], [example]);
    expect(await page.findByText('暂无金币记录')).toBeVisible();
    fireEvent.click(page.getByRole('tab', { name: '下单奖励' }));
    expect(await page.findByText('订单 SO1')).toBeVisible();
    expect(page.container.textContent).toContain('实付 ¥59.90');
    fireEvent.click(page.getByRole('tab', { name: '往期活动' }));
    expect(await page.findByText('618年中狂欢任务赛')).toBeVisible();
  });

  it('one tab shows its list without a tab bar', async () => {
    orders.mockResolvedValueOnce({ list: [] });
    const page = await renderNodes([missionRecords], [{ id: 'r', type: 'mission-records', props: { tabs: ['orders'] } }]);
    expect(await page.findByText('暂无下单奖励')).toBeVisible();
    expect(page.queryByRole('tablist')).toBeNull();
  });

  it('a visitor is asked to log in', async () => {
    useSession.getState().setToken(null);
    const page = await renderNodes([missionRecords], [example]);
    fireEvent.click(page.getByRole('button', { name: '登录后查看记录' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(coins).not.toHaveBeenCalled();
  });
});
