/** The WeChat JS-SDK, loaded only where it can work (WeChat browser, mini-program web-view). */
export type WeixinSdk = typeof import('weixin-js-sdk').default;

let loading: Promise<WeixinSdk> | null = null;

export function loadWeixinSdk(): Promise<WeixinSdk> {
  loading ??= import('weixin-js-sdk').then((module) => module.default);
  return loading;
}
