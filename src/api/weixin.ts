import { weixinCalls } from '../contract/system/weixin';
import { callsOf, type RequestOptions } from './call';
import type { WeixinAuthInfo, WeixinAuthQuery, WeixinJsSdk, WeixinJsSdkQuery } from '../contract';

const { get } = callsOf(weixinCalls);

// Apart from the login calls: start-up asks for the JS-SDK signature, and should carry nothing else.
export function getWeixinOpenId({ code }: WeixinAuthQuery, options?: RequestOptions): Promise<WeixinAuthInfo> {
  return get('/v1/weixin/auth/info', { code }, options);
}

export function getWeixinJsSdkConfig({ now_url }: WeixinJsSdkQuery, options?: RequestOptions): Promise<WeixinJsSdk> {
  return get('/v1/weixin/js/sdk', { now_url }, options);
}
