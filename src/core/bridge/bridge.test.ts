// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOVE_TO_APP_MESSAGE, NEED_APP_MESSAGE } from './actions';
import { detectEnvironment } from './environment';
import { createMiniProgramAdapter } from './miniprogram';
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
  function fakeSdk() {
    const navigateTo = vi.fn((options: { url: string; success?: () => void }) => options.success?.());
    const sdk = { miniProgram: { navigateTo } } as unknown as WeixinSdk;
    return { navigateTo, load: () => Promise.resolve(sdk) };
  }

  it.each(['callPhone', 'shareGift'] as const)('%s shows 请移驾到app操作', async (action) => {
    const { load, navigateTo } = fakeSdk();
    await expect(createMiniProgramAdapter(load).perform(action, { phone: '1' })).resolves.toEqual({
      ok: false,
      message: MOVE_TO_APP_MESSAGE,
    });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('navigates to the mapped mini-program page', async () => {
    const { load, navigateTo } = fakeSdk();
    const adapter = createMiniProgramAdapter(load);
    await adapter.perform('openGoodsDetail', { product_id: 1001 });
    await adapter.perform('login', {});
    expect(navigateTo.mock.calls.map(([options]) => options.url)).toEqual([
      '/pages/goods/detail?id=1001',
      '/pages/login/index',
    ]);
  });

  it('anything without a mini-program page needs the app', async () => {
    const { load } = fakeSdk();
    await expect(createMiniProgramAdapter(load).perform('payDeposit', {})).resolves.toEqual({
      ok: false,
      message: NEED_APP_MESSAGE,
    });
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
    const pending = createNativeAdapter().perform('openGrowth', {});
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
});
