/** WeChat's answers: the open id and the JS-SDK signature (the JS-SDK one is read at start-up, in the shell). */
import type { WeixinAuthInfo, WeixinJsSdk } from '../types';
import { answer, object, requiredNumber, requiredText } from './read';

export const weixinAuthInfo = answer<WeixinAuthInfo>('weixin', object({ openid: requiredText }));

export const weixinJsSdk = answer<WeixinJsSdk>(
  'jssdk',
  object({ appid: requiredText, timestamp: requiredNumber, noncestr: requiredText, signature: requiredText }),
);
