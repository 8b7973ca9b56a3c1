// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Environment } from '../bridge/environment';
import { ALL_HOSTS, setHost } from '../host/test-host';

const callBridge = vi.fn(async () => ({ ok: true, data: null }));
const toast = vi.fn();
vi.mock('../bridge', async (importOriginal) => ({ ...(await importOriginal<typeof import('../bridge')>()), callBridge }));
vi.mock('../feedback', () => ({ toast }));
vi.mock('../host/current', () => import('../host/test-host').then((m) => m.currentHostStandIn));

const { registerTargetRoutes, runAction } = await import('./dispatch');
const { registerCorePaths, registerNavigator } = await import('../navigation');

const push = vi.fn();
const assign = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  setHost('browser');
  registerNavigator({ push, replace: vi.fn(), back: vi.fn(), current: () => '/' });
  registerCorePaths({ login: '/login', home: '/home', download: '/download' });
  registerTargetRoutes({
    product: (id) => `/goods?id=${id}`,
    seller: (id) => `/shop?id=${id}`,
    category: (id) => `/cat?id=${id}`,
    coupon: () => '/coupons',
    index: () => '/home',
    all: () => '/cat',
    integral: null,
    open_event: null,
    group_buy: null,
    agent: null,
    categoryBrowser: () => '/cat',
  });
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
});

/** Coupons have no H5 screen here: the host's coupon screen opens them. */
function withoutCouponScreen() {
  registerTargetRoutes({
    product: (id) => `/goods?id=${id}`, seller: (id) => `/shop?id=${id}`, category: (id) => `/cat?id=${id}`, coupon: null,
    index: () => '/home', all: () => '/cat', integral: null, open_event: null, group_buy: null, agent: null, categoryBrowser: () => '/cat',
  });
}

describe('the action router performs what it resolved', () => {
  it.each(ALL_HOSTS)('navigates in place to H5 screens in the %s', async (where) => {
    setHost(where);
    await runAction({ target: 'product', target_id: '5' });
    await runAction({ type: 5, content: '8' });
    expect(push.mock.calls).toEqual([['/goods?id=5'], ['/shop?id=8']]);
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('opens outside links in the app’s own browser inside the app', async () => {
    setHost('app');
    await runAction({ target: 'https://a.test/x' });
    expect(callBridge).toHaveBeenCalledWith('openUrl', { url: 'https://a.test/x' });
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['miniprogram', 'wechat', 'browser'] as const)('opens outside links in this tab in the %s', async (where) => {
    setHost(where);
    await runAction({ target: 'https://a.test/y' });
    expect(assign).toHaveBeenCalledWith('https://a.test/y');
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('hands app-only kinds to the native app with the ad target as it came', async () => {
    setHost('app');
    await runAction({ target: 'group_buy', target_id: '3' });
    expect(callBridge).toHaveBeenCalledWith('openAdTarget', { target: 'group_buy', target_id: '3' });
    expect(push).not.toHaveBeenCalled();
  });

  it.each(['wechat', 'browser'] as const)('offers the app download for app-only kinds in the %s, asking no bridge', async (where) => {
    setHost(where);
    withoutCouponScreen();
    await runAction({ target: 'agent' });
    await runAction({ type: 10, content: '13' });
    expect(push.mock.calls).toEqual([['/download'], ['/download']]);
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('opens coupons and gold in the app by its actions', async () => {
    setHost('app');
    withoutCouponScreen();
    await runAction({ target: 'coupon', target_id: '12', url: '' });
    await runAction({ type: 10, content: '13' });
    await runAction({ target: 'integral' });
    expect(callBridge.mock.calls).toEqual([
      ['openCoupon', { coupon_id: '12' }],
      ['openCoupon', { coupon_id: '13' }],
      ['openAdTarget', { target: 'integral' }],
    ]);
    expect(push).not.toHaveBeenCalled();
  });

  it('opens a coupon in the mini program by its page, and gold, which it has none for, through the bridge that says 请移驾到app操作', async () => {
    setHost('miniprogram');
    withoutCouponScreen();
    await runAction({ target: 'coupon', target_id: '12' });
    await runAction({ target: 'integral' });
    // Not quiet: what the mini program cannot open, its adapter answers with 请移驾到app操作, and callBridge says it.
    expect(callBridge.mock.calls).toEqual([
      ['openCoupon', { coupon_id: '12' }],
      ['openAdTarget', { target: 'integral' }],
    ]);
    expect(push).not.toHaveBeenCalled();
  });

  it.each<Environment>(ALL_HOSTS)('refuses dangerous schemes with a message and goes nowhere in the %s', async (where) => {
    setHost(where);
    await runAction({ target: 'javascript:alert(document.cookie)' });
    expect(toast).toHaveBeenCalledWith('不支持打开该链接');
    expect(push).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(callBridge).not.toHaveBeenCalled();
  });
});
