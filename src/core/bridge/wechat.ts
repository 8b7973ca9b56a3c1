import { isIos } from './environment';
import { loadWeixinSdk } from './weixin-sdk';

/**
 * iOS WeChat signs JS-SDK config against the URL the web-view first landed on, not the current
 * one, so it is captured when this module loads (at start-up).
 */
const landingUrl = typeof window === 'undefined' ? '' : window.location.href.split('#')[0] ?? '';

export interface JsSdkSignature {
  appid: string;
  timestamp: number | string;
  noncestr: string;
  signature: string;
}

export function urlToSign(userAgent: string = navigator.userAgent): string {
  return isIos(userAgent) ? landingUrl : window.location.href.split('#')[0] ?? '';
}

/**
 * Signs and configures the JS-SDK for this page: `fetchSignature` asks the server to sign the URL
 * (the app passes its API call, so the core stays free of endpoints).
 */
export async function prepareJsSdk(
  fetchSignature: (url: string) => Promise<JsSdkSignature>,
  jsApiList: string[],
): Promise<boolean> {
  try {
    return await configureJsSdk(await fetchSignature(urlToSign()), jsApiList);
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
