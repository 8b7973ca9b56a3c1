import { get, type RequestOptions } from './call';
import { weixinAuthInfo, weixinJsSdk } from './decode/weixin';
import type { WeixinAuthInfo, WeixinJsSdk } from './types';

// Apart from the login calls: start-up asks for the JS-SDK signature, and should carry nothing else.
export function getWeixinOpenId({ code }: { code: string }, options?: RequestOptions): Promise<WeixinAuthInfo> {
  return get('/v1/weixin/auth/info', weixinAuthInfo, { code }, options);
}

export function getWeixinJsSdkConfig({ now_url }: { now_url: string }, options?: RequestOptions): Promise<WeixinJsSdk> {
  return get('/v1/weixin/js/sdk', weixinJsSdk, { now_url }, options);
}
