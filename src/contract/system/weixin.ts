/** WeChat's answers: the open id and the JS-SDK signature (the JS-SDK one is read at start-up, in the shell). */
import { call } from '../call-spec.ts';
import { answer, object, requiredNumber, requiredText } from '../read.ts';

/** The code WeChat's OAuth handed back. */
export interface WeixinAuthQuery {
  code: string;
}

export interface WeixinAuthInfo {
  openid: string;
}

/** The page the JS-SDK is signed for. */
export interface WeixinJsSdkQuery {
  now_url: string;
}

export interface WeixinJsSdk {
  appid: string;
  timestamp: number;
  noncestr: string;
  signature: string;
}

export const weixinAuthInfo = answer<WeixinAuthInfo>('weixin', object({ openid: requiredText }));

export const weixinJsSdk = answer<WeixinJsSdk>(
  'jssdk',
  object({ appid: requiredText, timestamp: requiredNumber, noncestr: requiredText, signature: requiredText }),
);

export const weixinCalls = {
  'GET /v1/weixin/auth/info': call<WeixinAuthQuery>()(weixinAuthInfo),
  'GET /v1/weixin/js/sdk': call<WeixinJsSdkQuery>()(weixinJsSdk),
} as const;
