/** WeChat JSAPI payment through `WeixinJSBridge` (CONTRACT §4). */
export interface BrandWcPayRequest {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export type PayResult = 'ok' | 'cancel' | 'fail';

interface WeixinJsBridge {
  invoke: (name: string, params: unknown, callback: (result: { err_msg?: string }) => void) => void;
}

interface WeixinWindow {
  WeixinJSBridge?: WeixinJsBridge;
}

const READY_TIMEOUT_MS = 5000;

function whenBridgeReady(win: Window & WeixinWindow): Promise<WeixinJsBridge | null> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => resolve(null), READY_TIMEOUT_MS);
    win.document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        win.clearTimeout(timer);
        // weixin-js-sdk's global types say `any`; this module's own say what it is.
        resolve((win.WeixinJSBridge as WeixinJsBridge | undefined) ?? null);
      },
      { once: true },
    );
  });
}

export function payResultOf(errMsg: string | undefined): PayResult {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'ok';
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancel';
  return 'fail';
}

export async function requestWechatPay(
  params: BrandWcPayRequest,
  win: Window & WeixinWindow = window,
): Promise<PayResult> {
  const bridge = await whenBridgeReady(win);
  if (!bridge) return 'fail';
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (result) => resolve(payResultOf(result.err_msg)));
  });
}
