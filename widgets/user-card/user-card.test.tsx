// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomerProfile } from '../../src/api/customer';
import { getMissionIndex } from '../../src/api/mission';
import type { Customer, MissionIndex } from '../../src/contract';
import { requestLogin, useSession } from '../../src/core/session';
import { renderNodes } from '../test-utils';
import example from './example.json';
import userCard, { badgeText } from './widget';

vi.mock('../../src/api/customer', () => ({ getCustomerProfile: vi.fn() }));
vi.mock('../../src/api/mission', () => ({ getMissionIndex: vi.fn() }));
vi.mock('../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/core/session')>()),
  requestLogin: vi.fn(() => Promise.resolve()),
}));

const profile: Customer = {
  customer_id: 7,
  nick_name: '小王',
  headimgurl: '/static/img/a/7.svg',
  no_medal_notice: '',
  pending_num: 2,
  no_shipped_num: 0,
  shipped_num: 120,
  refund_num: 1,
  gzg_wechat: { target_url: '' },
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getCustomerProfile).mockResolvedValue(profile);
  vi.mocked(getMissionIndex).mockResolvedValue({ coin_total: 1280 } as MissionIndex);
});

afterEach(() => {
  cleanup();
  useSession.getState().setToken(null);
});

const logIn = () => useSession.getState().setToken('token-1');

describe('user-card', () => {
  it('accepts its example (flags as form input) and rejects typical mistakes', () => {
    expect(userCard.validate(example.props)).toBe(true);
    expect(userCard.validate({})).toBe(true);
    expect(userCard.validate({ show_assets: 0, show_orders: 'false' })).toBe(true);
    expect(userCard.validate({ show_assets: 'maybe' })).toBe(false);
  });

  it('badges: nothing for 0, 99+ above 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(100)).toBe('99+');
  });

  it('logged out: 登录/注册 asks to log in, shortcuts ask too, nothing is read', async () => {
    const { visited } = await renderNodes([userCard], [example]);
    fireEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: '待付款' }));
    // The shortcut is not followed: the shopper is sent to log in (ensureLoggedIn's own request).
    await vi.waitFor(() => expect(visited).toEqual(['/mall/login?redirect=%2Factive%2Fcomponent-active%3Fid%3D1']));
    expect(getCustomerProfile).not.toHaveBeenCalled();
    expect(getMissionIndex).not.toHaveBeenCalled();
  });

  it('logged in: avatar, nickname, coins from the mission index, order counts linking to the order tabs', async () => {
    logIn();
    const { visited } = await renderNodes([userCard], [example], { loggedIn: true });
    expect(await screen.findByText('小王')).toBeVisible();
    expect((await screen.findByText('1280')).parentElement?.textContent).toBe('金币 1280');
    expect(getMissionIndex).toHaveBeenCalledWith({ silent: true });
    const orders = screen.getByRole('list', { name: '我的订单' });
    expect(within(orders).getByRole('link', { name: '待付款 2' }).getAttribute('href')).toBe('/mall/order/list?orderindex=1');
    expect(within(orders).getByRole('link', { name: '待发货' }).getAttribute('href')).toBe('/mall/order/list?orderindex=2');
    expect(within(orders).getByRole('link', { name: '待收货 99+' }).getAttribute('href')).toBe('/mall/order/list?orderindex=3');
    expect(within(orders).getByRole('link', { name: '退款/售后 1' }).getAttribute('href')).toBe('/mall/after-sales/list');
    fireEvent.click(within(orders).getByRole('link', { name: '待付款 2' }));
    expect(visited).toEqual(['/mall/order/list?orderindex=1']);
  });

  it('without assets and orders it reads only the profile; coins that fail are left out', async () => {
    logIn();
    await renderNodes([userCard], [{ id: 'u2', type: 'user-card', props: { show_assets: '0', show_orders: 0 } }], { loggedIn: true });
    expect(await screen.findByText('小王')).toBeVisible();
    expect(getMissionIndex).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    vi.mocked(getMissionIndex).mockRejectedValueOnce(new Error('offline'));
    await renderNodes([userCard], [example], { loggedIn: true });
    expect(await screen.findByText('小王')).toBeVisible();
    await act(async () => undefined);
    expect(screen.queryByText(/金币/)).toBeNull();
  });

  it('a profile that fails offers a reload; a token the server no longer knows shows the visitor card', async () => {
    logIn();
    vi.mocked(getCustomerProfile).mockRejectedValueOnce(new Error('502'));
    await renderNodes([userCard], [example], { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: '请求失败,点击重新加载' }));
    expect(await screen.findByText('小王')).toBeVisible();
    cleanup();
    vi.mocked(getCustomerProfile).mockResolvedValueOnce({ ...profile, customer_id: 0 });
    await renderNodes([userCard], [example], { loggedIn: true });
    expect(await screen.findByRole('button', { name: '登录/注册' })).toBeVisible();
  });
});
