// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOVE_TO_APP_MESSAGE, NEED_APP_MESSAGE } from './actions';
import { detectEnvironment } from './environment';
import { createMiniProgramAdapter, miniProgramPageForRoute, postToMiniProgram } from './miniprogram';
import { createNativeAdapter } from './native';
import { createWebAdapter } from './web';
import type { WeixinSdk } from './weixin-sdk';
import { registerCorePaths, registerNavigator } from '../navigation';

const ANDROID = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('environment detection (CONTRACT §4)', () => {
  it.each([
    [{ userAgent: `${ANDROID} GZGApp/3.2.0` }, 'app'],
    [{ userAgent: `${ANDROID} MicroMessenger/8.0 miniProgram` }, 'miniprogram'],
    [{ userAgent: `${ANDROID} MicroMessenger/8.0`, wxjsEnvironment: 'miniprogram' }, 'miniprogram'],
    [{ userAgent: `${ANDROID} MicroMessenger/8.0.50` }, 'wechat'],
    [{ userAgent: ANDROID }, 'browser'],
  ] as const)('%o is %s', (probe, expected) => {
    expect(detectEnvironment(probe, 'GZGApp')).toBe(expected);
  });
});

describe('mini program adapter', () => {
  function fakeSdk({ opens = true } = {}) {
    const navigateTo = vi.fn((options: { url: string; success?: () => void; fail?: () => void }) => (opens ? options.success?.() : options.fail?.()));
    const postMessage = vi.fn();
    const sdk = { miniProgram: { navigateTo, postMessage } } as unknown as WeixinSdk;
    return { navigateTo, postMessage, load: () => Promise.resolve(sdk) };
  }
  const opened = (navigateTo: ReturnType<typeof fakeSdk>['navigateTo']) => navigateTo.mock.calls.map(([options]) => options.url);

  it.each([
    ['callPhone', { phone: '1' }],
    ['contactService', {}],
    ['saveImage', { url: 'https://a.test/q.png' }],
    ['openAdTarget', { target: 'group_buy', target_id: '3' }],
    ['openAdTarget', { target: 'route', url: '/vote/rank-list' }],
  ] as const)('%s %o has no page: 请移驾到app操作, and nothing opens', async (action, payload) => {
    const { load, navigateTo } = fakeSdk();
    await expect(createMiniProgramAdapter(load).perform(action, payload)).resolves.toEqual({ ok: false, message: MOVE_TO_APP_MESSAGE });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('navigates to the mapped mini-program page', async () => {
    const { load, navigateTo } = fakeSdk();
    const adapter = createMiniProgramAdapter(load);
    await adapter.perform('openGoodsDetail', { product_id: 1001 });
    await adapter.perform('login', {});
    await adapter.perform('openOrderDetail', { order_no: 'SO1' });
    await adapter.perform('openCoupon', { coupon_id: '12' });
    await adapter.perform('openCoupon', {});
    await adapter.perform('scanCode', {});
    await adapter.perform('openAdTarget', { target: 'route', url: '/productDetail/1001?from=ad' });
    expect(opened(navigateTo)).toEqual([
      '/pages/goods/detail?id=1001',
      '/pages/login/index',
      '/pages/order/detail?order_no=SO1',
      '/pages/coupon/index?id=12',
      '/pages/coupon/index',
      '/pages/scan/index',
      '/pages/goods/detail?id=1001',
    ]);
  });

  it('hands 立即购买 to the goods page with every field the shopper chose, and none that is absent', async () => {
    const { load, navigateTo } = fakeSdk();
    const adapter = createMiniProgramAdapter(load);
    const purchase = { product_id: 1013, sku_id: 102, num: 2, agency_store_id: '88', store_share: '1', inviter: '10002', uid: 77 };
    await expect(adapter.perform('openGoodsDetail', purchase)).resolves.toMatchObject({ ok: true });
    await adapter.perform('openGoodsDetail', { product_id: 1013, sku_id: 101, num: 1, agency_store_id: '', store_share: null, inviter: undefined });
    expect(opened(navigateTo)).toEqual([
      '/pages/goods/detail?id=1013&sku_id=102&num=2&agency_store_id=88&store_share=1&inviter=10002&uid=77',
      '/pages/goods/detail?id=1013&sku_id=101&num=1',
    ]);
  });

  it('says so when the mini program fails to open its page', async () => {
    const { load } = fakeSdk({ opens: false });
    await expect(createMiniProgramAdapter(load).perform('login', {})).resolves.toEqual({ ok: false, message: '页面打开失败，请稍后重试' });
  });

  it('hands the share card to the mini program as its message', async () => {
    const { load, postMessage } = fakeSdk();
    await postToMiniProgram({ type: 'share', title: 'T' }, load);
    expect(postMessage).toHaveBeenCalledWith({ data: { type: 'share', title: 'T' } });
  });
});

describe('mini-program pages for routes without an H5 screen', () => {
  it.each([
    ['/productDetail/1001', '/pages/goods/detail?id=1001'],
    ['/productDetail/1001/?from=ad', '/pages/goods/detail?id=1001'],
    ['/coupon/list', '/pages/coupon/index'],
    ['/coupon/list?type=1', '/pages/coupon/index'],
    ['/scan', '/pages/scan/index'],
    ['/agency', '/pages/dealer/index'],
    ['/agency-store/home', '/pages/dealer/index'],
  ])('%s opens %s', (route, page) => {
    expect(miniProgramPageForRoute(route)).toBe(page);
  });

  it.each(['/vote/rank-list', '/coupon/listing', '/scanner', '/agencyx', '/mall/productDetail/1'])('%s has no page', (route) => {
    expect(miniProgramPageForRoute(route)).toBeNull();
  });
});

describe('native app adapter (WebViewJavascriptBridge)', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (window as { WebViewJavascriptBridge?: unknown }).WebViewJavascriptBridge;
  });

  it('calls the camelCase handler with the payload and parses a JSON answer', async () => {
    const callHandler = vi.fn((_name: string, _data: unknown, reply: (response: unknown) => void) =>
      reply('{"device_id":"d-1","token":"t-1"}'),
    );
    Object.assign(window, { WebViewJavascriptBridge: { callHandler } });
    const outcome = await createNativeAdapter().perform('getDeviceInfo', {});
    expect(callHandler).toHaveBeenCalledWith('getDeviceInfo', {}, expect.any(Function));
    expect(outcome).toEqual({ ok: true, data: { device_id: 'd-1', token: 't-1' } });
  });

  it('waits for the bridge to announce itself, and gives up with a message when it never does', async () => {
    vi.useFakeTimers();
    const pending = createNativeAdapter().perform('openCoupon', {});
    await vi.advanceTimersByTimeAsync(3500);
    await expect(pending).resolves.toMatchObject({ ok: false });
  });
});

describe('plain browser adapter', () => {
  it('degrades app-only actions with a clear message', async () => {
    await expect(createWebAdapter().perform('scanCode', {})).resolves.toEqual({ ok: false, message: NEED_APP_MESSAGE });
  });

  it('refuses to open non-http URLs', async () => {
    const outcome = await createWebAdapter().perform('openUrl', { url: 'javascript:alert(1)' });
    expect(outcome.ok).toBe(false);
  });

  it('login goes to the login screen with the way back', async () => {
    const push = vi.fn();
    registerCorePaths({ login: '/mall/login', home: '/mall/portal', download: '/gzj/download' });
    registerNavigator({ push, replace: vi.fn(), back: vi.fn(), current: () => '/mall/collect' });
    await createWebAdapter().perform('login', {});
    expect(push).toHaveBeenCalledWith('/mall/login?redirect=%2Fmall%2Fcollect');
  });

  it('login on the login screen itself opens no second one', async () => {
    const push = vi.fn();
    registerCorePaths({ login: '/mall/login', home: '/mall/portal', download: '/gzj/download' });
    registerNavigator({ push, replace: vi.fn(), back: vi.fn(), current: () => '/mall/login?redirect=%2Fmall%2Fcollect' });
    await expect(createWebAdapter().perform('login', {})).resolves.toEqual({ ok: true, data: null });
    expect(push).not.toHaveBeenCalled();
  });
});
