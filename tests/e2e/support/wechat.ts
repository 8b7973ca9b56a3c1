import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A phone's WeChat built-in browser. */
export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47';

export type PayAnswer = 'ok' | 'cancel' | 'fail';

interface FakePayWindow {
  __fakePay: {
    calls: Array<{ name: string; params: Record<string, string> }>;
    /** The JS-SDK's other requests (config, share cards), answered ok. */
    jsApi: Array<{ name: string; params: Record<string, string> }>;
    answer: (result: PayAnswer) => void;
  };
}

/**
 * A fake `WeixinJSBridge` that records each payment request and holds its callback until the test answers.
 * `late`: the bridge only appears a moment after load, announced by `WeixinJSBridgeReady`, as on a slow phone.
 */
export async function installFakeWechatPay(page: Page, { late = false } = {}): Promise<void> {
  await page.addInitScript((arriveLate: boolean) => {
    const state = {
      calls: [] as Array<{ name: string; params: Record<string, string> }>,
      jsApi: [] as Array<{ name: string; params: Record<string, string> }>,
      pending: null as null | ((result: { err_msg: string }) => void),
      answer(result: string) {
        const callback = state.pending;
        state.pending = null;
        callback?.({ err_msg: `get_brand_wcpay_request:${result}` });
      },
    };
    (window as unknown as FakePayWindow).__fakePay = state;
    const bridge = {
      invoke(name: string, params: Record<string, string>, callback: (result: { err_msg: string }) => void) {
        // The JS-SDK talks through the bridge too (share setup): those calls simply succeed.
        if (name !== 'getBrandWCPayRequest') {
          state.jsApi.push({ name, params });
          setTimeout(() => callback?.({ err_msg: `${name}:ok` }), 0);
          return;
        }
        state.calls.push({ name, params });
        state.pending = callback;
      },
    };
    const install = () => {
      (window as unknown as { WeixinJSBridge: typeof bridge }).WeixinJSBridge = bridge;
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    };
    if (arriveLate) window.addEventListener('load', () => setTimeout(install, 1500));
    else install();
  }, late);
}

/** What the JS-SDK asked of WeChat under `name` (e.g. updateAppMessageShareData: the share card), oldest first. */
export async function jsApiCalls(page: Page, name: string): Promise<Array<Record<string, string>>> {
  const calls = await page.evaluate(() => (window as unknown as FakePayWindow).__fakePay.jsApi);
  return calls.filter((call) => call.name === name).map((call) => call.params);
}

export async function payCalls(page: Page): Promise<FakePayWindow['__fakePay']['calls']> {
  return page.evaluate(() => (window as unknown as FakePayWindow).__fakePay.calls);
}

/** Waits for the payment sheet to be asked for, then answers it; `ok` first marks the trade paid on the server. */
export async function answerPayment(page: Page, request: APIRequestContext, result: PayAnswer, tradeNo: string, calls = 1): Promise<void> {
  await expect.poll(async () => (await payCalls(page)).length).toBe(calls);
  if (result === 'ok') expect((await request.post('/__admin/pay', { data: { trade_no: tradeNo } })).ok()).toBe(true);
  await page.evaluate((answer) => (window as unknown as FakePayWindow).__fakePay.answer(answer), result);
}

export interface Authorisation {
  url: URL;
  code: string;
}

/**
 * Stands in for open.weixin.qq.com: each authorise request is recorded and sent straight back to its
 * redirect_uri with a fresh code and the same state, as WeChat does for snsapi_base.
 */
export async function interceptOAuth(page: Page): Promise<Authorisation[]> {
  const seen: Authorisation[] = [];
  await page.route('https://open.weixin.qq.com/connect/oauth2/authorize**', async (route) => {
    const url = new URL(route.request().url());
    const code = `E2E${Date.now()}${seen.length}`;
    seen.push({ url, code });
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  return seen;
}
