// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const callBridge = vi.fn(async () => ({ ok: true, data: null }));
const toast = vi.fn();
vi.mock('../bridge', () => ({ callBridge, environment: 'browser' }));
vi.mock('../feedback', () => ({ toast }));

const { registerTargetRoutes, runAction } = await import('./dispatch');
const { registerCorePaths, registerNavigator } = await import('../navigation');

const push = vi.fn();
const assign = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
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

describe('the action router performs what it resolved', () => {
  it('navigates in-app for H5 screens, in every environment', async () => {
    await runAction({ target: 'product', target_id: '5' }, 'app');
    await runAction({ type: 5, content: '8' }, 'wechat');
    expect(push.mock.calls).toEqual([['/goods?id=5'], ['/shop?id=8']]);
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('opens outside links through the app bridge inside the app, directly elsewhere', async () => {
    await runAction({ target: 'https://a.test/x' }, 'app');
    expect(callBridge).toHaveBeenCalledWith('openUrl', { url: 'https://a.test/x' });
    await runAction({ target: 'https://a.test/y' }, 'browser');
    expect(assign).toHaveBeenCalledWith('https://a.test/y');
  });

  it('hands app-only kinds to the native app, and offers the app download elsewhere', async () => {
    await runAction({ target: 'group_buy', target_id: '3' }, 'app');
    expect(callBridge).toHaveBeenCalledWith('openAdTarget', { target: 'group_buy', target_id: '3' });
    await runAction({ target: 'agent' }, 'browser');
    expect(push).toHaveBeenCalledWith('/download');
  });

  it('opens coupons and gold natively: the app by its action, the mini program by its page, elsewhere the app is offered', async () => {
    registerTargetRoutes({
      product: (id) => `/goods?id=${id}`, seller: (id) => `/shop?id=${id}`, category: (id) => `/cat?id=${id}`, coupon: null,
      index: () => '/home', all: () => '/cat', integral: null, open_event: null, group_buy: null, agent: null, categoryBrowser: () => '/cat',
    });
    await runAction({ target: 'coupon', target_id: '12', url: '' }, 'app');
    await runAction({ type: 10, content: '13' }, 'app');
    await runAction({ target: 'integral' }, 'app');
    expect(callBridge.mock.calls).toEqual([
      ['openCoupon', { coupon_id: '12' }],
      ['openCoupon', { coupon_id: '13' }],
      ['openAdTarget', { target: 'integral' }],
    ]);
    callBridge.mockClear();
    await runAction({ target: 'coupon', target_id: '12' }, 'miniprogram');
    expect(callBridge).toHaveBeenCalledWith('openCoupon', { coupon_id: '12' }, { quiet: true });
    expect(push).not.toHaveBeenCalled();
    // The mini program has no gold page: its bridge says no, and the app is offered.
    callBridge.mockResolvedValueOnce({ ok: false, message: 'no page' } as never);
    await runAction({ target: 'integral' }, 'miniprogram');
    await runAction({ type: 10, content: '13' }, 'browser');
    expect(push.mock.calls).toEqual([['/download'], ['/download']]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses dangerous schemes with a message and goes nowhere', async () => {
    await runAction({ target: 'javascript:alert(document.cookie)' }, 'browser');
    expect(toast).toHaveBeenCalledWith('不支持打开该链接');
    expect(push).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
