// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomerProfile } from '../../../src/api/customer';
import type { Customer } from '../../../src/contract';
import { useSession } from '../../../src/core/session';
import { openCustomerService, openServerPage } from '../../../src/mall/contact';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import { badgeText } from './MineSections';
import mine, { maskMobile } from './widget';

vi.mock('../../../src/api/customer', () => ({ getCustomerProfile: vi.fn(), getCustomerServiceInfo: vi.fn() }));
vi.mock('../../../src/mall/contact', () => ({
  openCustomerService: vi.fn(() => Promise.resolve()),
  openServerPage: vi.fn(() => Promise.resolve()),
  contactSeller: vi.fn(() => Promise.resolve()),
}));

const profileCall = vi.mocked(getCustomerProfile);
const service = vi.mocked(openCustomerService);
const serverPage = vi.mocked(openServerPage);

const MEMBER: Customer = {
  customer_id: 7,
  nick_name: '小红',
  headimgurl: '/static/img/u/7.png',
  no_medal_notice: '再完成1单即可点亮勋章',
  pending_num: 2,
  no_shipped_num: 0,
  shipped_num: 120,
  refund_num: 1,
  gzg_wechat: { target_url: 'https://mp.example.test/gzh' },
  mobile: '13812345678',
};
const VISITOR: Customer = {
  ...MEMBER,
  customer_id: 0,
  nick_name: '',
  headimgurl: '',
  no_medal_notice: '',
  pending_num: 0,
  shipped_num: 0,
  refund_num: 0,
  mobile: '',
};
const LOGIN = '/mall/login?redirect=%2Factive%2Fcomponent-active%3Fid%3D1';

const link = (name: string) => screen.getByRole('link', { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

startLoggedInEachTest();
beforeEach(() => {
  // A queued answer a failed test left unused must not leak into the next test.
  profileCall.mockReset();
  useSession.getState().update({ userInfo: null });
});

describe('system:mine', () => {
  it('accepts its example and no props at all', () => {
    expect(mine.validate(example.props)).toBe(true);
    expect(mine.validate({ tab: '1' })).toBe(false);
  });

  it('words badges and masks mobiles', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(undefined)).toBe('');
    expect(badgeText(2)).toBe('2');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('138****5678')).toBe('138****5678');
    expect(maskMobile(undefined)).toBe('');
  });

  it('shows a visitor 登录/注册 and sends every tap to login instead of its target', async () => {
    useSession.getState().setToken(null);
    profileCall.mockResolvedValueOnce(VISITOR);
    const page = await renderNodes([mine], [example]);
    const login = await screen.findByRole('button', { name: '登录/注册' });
    // The server is asked even without a token: it is what says who the visitor is.
    expect(profileCall).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: '头像' }).tagName).toBe('SPAN');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    const taps = [login, link('全部订单'), link('待付款'), link('待发货'), link('待收货'), link('退款/售后')];
    taps.push(button('客服'), button('公众号'), link('我的收藏'), link('设置'));
    for (const target of taps) fireEvent.click(target);
    await waitFor(() => expect(page.visited).toHaveLength(taps.length));
    expect(new Set(page.visited)).toEqual(new Set([LOGIN]));
    expect(service).not.toHaveBeenCalled();
    expect(serverPage).not.toHaveBeenCalled();
  });

  it.each([
    ['customer_id 0', { ...VISITOR }],
    ['no customer_id', (({ customer_id: _gone, ...rest }) => rest)(VISITOR) as Customer],
  ])('drops a stale token when the server answers %s', async (_case, answer) => {
    profileCall.mockResolvedValue(answer);
    await renderNodes([mine], [example]);
    expect(await screen.findByRole('button', { name: '登录/注册' })).toBeVisible();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
    // Dropping the token ourselves is not a reason to ask again.
    await act(async () => undefined);
    expect(profileCall).toHaveBeenCalledTimes(1);
  });

  it('shows a member’s avatar, nickname, medal notice and order counts, and keeps the profile', async () => {
    profileCall.mockResolvedValueOnce(MEMBER);
    await renderNodes([mine], [example]);
    expect(await screen.findByRole('heading', { name: '小红' })).toBeVisible();
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe('/static/img/u/7.png');
    expect(screen.getByText('再完成1单即可点亮勋章')).toBeVisible();
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
    expect(link('待付款 2').textContent).toBe('2待付款');
    expect(link('待发货').textContent).toBe('待发货');
    expect(link('待收货 99+').textContent).toBe('99+待收货');
    expect(link('退款/售后 1').textContent).toBe('1退款/售后');
    expect(useSession.getState().token).toBe('token-1');
    expect(useSession.getState().userInfo).toMatchObject({ customer_id: 7, nick_name: '小红', pending_num: 2 });
  });

  it('names a member without a nickname by the masked mobile, and shows no empty medal notice', async () => {
    profileCall.mockResolvedValueOnce({ ...MEMBER, nick_name: '', no_medal_notice: '' });
    const page = await renderNodes([mine], [example]);
    expect(await screen.findByRole('heading', { name: '138****5678' })).toBeVisible();
    expect(page.container.textContent).not.toContain('勋章');
  });

  it('opens each order list, after-sales, favourites and settings', async () => {
    profileCall.mockResolvedValueOnce(MEMBER);
    const page = await renderNodes([mine], [example]);
    await screen.findByRole('heading', { name: '小红' });
    for (const name of ['全部订单', '待付款 2', '待发货', '待收货 99+', '退款/售后 1', '我的收藏', '设置']) fireEvent.click(link(name));
    expect(page.visited).toEqual([
      '/mall/order/list?orderindex=0',
      '/mall/order/list?orderindex=1',
      '/mall/order/list?orderindex=2',
      '/mall/order/list?orderindex=3',
      '/mall/after-sales/list',
      '/mall/collect',
      '/mall/setting',
    ]);
  });

  it('opens customer service once per double tap, and the official account page', async () => {
    const opened = deferred();
    service.mockReturnValueOnce(opened.promise);
    profileCall.mockResolvedValueOnce(MEMBER);
    const page = await renderNodes([mine], [example]);
    await screen.findByRole('heading', { name: '小红' });
    fireEvent.click(button('客服'));
    fireEvent.click(button('客服'));
    expect(service).toHaveBeenCalledTimes(1);
    expect(service).toHaveBeenCalledWith();
    expect(button('客服').disabled).toBe(true);
    await act(async () => opened.resolve());
    expect(button('客服').disabled).toBe(false);
    await act(async () => fireEvent.click(button('公众号')));
    expect(serverPage).toHaveBeenCalledWith('https://mp.example.test/gzh');
    expect(page.visited).toEqual([]);
  });

  it('offers no official account without its address', async () => {
    profileCall.mockResolvedValueOnce({ ...MEMBER, gzg_wechat: { target_url: '' } });
    await renderNodes([mine], [example]);
    await screen.findByRole('heading', { name: '小红' });
    expect(screen.queryByRole('button', { name: '公众号' })).toBeNull();
    expect(button('客服')).toBeVisible();
  });

  it('loads the profile afresh on every visit and after a login on the screen', async () => {
    profileCall.mockResolvedValueOnce(MEMBER).mockResolvedValueOnce({ ...MEMBER, pending_num: 3 });
    await renderNodes([mine], [example]);
    expect(await screen.findByRole('link', { name: '待付款 2' })).toBeVisible();
    cleanup();
    await renderNodes([mine], [example]);
    expect(await screen.findByRole('link', { name: '待付款 3' })).toBeVisible();
    expect(profileCall).toHaveBeenCalledTimes(2);

    cleanup();
    useSession.getState().setToken(null);
    profileCall.mockResolvedValueOnce(VISITOR).mockResolvedValueOnce({ ...MEMBER, nick_name: '新会员' });
    await renderNodes([mine], [example]);
    await screen.findByRole('button', { name: '登录/注册' });
    // The app's own login answers with a token while this screen stays open.
    act(() => useSession.getState().setToken('token-2'));
    expect(await screen.findByRole('heading', { name: '新会员' })).toBeVisible();
    expect(profileCall).toHaveBeenCalledTimes(4);
  });

  it('offers a reload when the profile cannot be loaded', async () => {
    profileCall.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(MEMBER);
    await renderNodes([mine], [example]);
    const retry = await screen.findByRole('button', { name: '重新加载' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { name: '小红' })).toBeVisible();
    expect(profileCall).toHaveBeenCalledTimes(2);
  });
});
