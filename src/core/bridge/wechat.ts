import { isIos } from './environment';
import { loadWeixinSdk } from './weixin-sdk';

export interface JsSdkSignature {
  appid: string;
  timestamp: number | string;
  noncestr: string;
  signature: string;
}

/**
 * The address the JS-SDK is signed for: iOS WeChat signs against the one the web-view first landed on,
 * other phones against the current one.
 */
export function urlToSign(landingUrl: string, userAgent: string = navigator.userAgent): string {
  return isIos(userAgent) ? landingUrl : window.location.href.split('#')[0] ?? '';
}

/**
 * Signs and configures the JS-SDK for this page: `fetchSignature` asks the server to sign the URL
 * (the app passes its API call, so the core stays free of endpoints). `landingUrl`: the address at
 * start-up, taken before this module loads.
 */
export async function prepareJsSdk(
  fetchSignature: (url: string) => Promise<JsSdkSignature>,
  jsApiList: string[],
  landingUrl: string,
): Promise<boolean> {
  try {
    return await configureJsSdk(await fetchSignature(urlToSign(landingUrl)), jsApiList);
  } catch {
    return false;
  }
}

async function configureJsSdk(signature: JsSdkSignature, jsApiList: string[]): Promise<boolean> {
  const wx = await loadWeixinSdk();
  return new Promise((resolve) => {
    wx.config({
      debug: false,
      appId: signature.appid,
      timestamp: Number(signature.timestamp),
      nonceStr: signature.noncestr,
      signature: signature.signature,
      jsApiList: jsApiList as Parameters<typeof wx.config>[0]['jsApiList'],
    });
    wx.ready(() => resolve(true));
    wx.error(() => resolve(false));
  });
}

export interface ShareContent {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export async function setShareContent(content: ShareContent): Promise<void> {
  const wx = await loadWeixinSdk();
  wx.updateAppMessageShareData({ ...content, success: () => undefined });
  wx.updateTimelineShareData({ title: content.title, link: content.link, imgUrl: content.imgUrl, success: () => undefined });
}
