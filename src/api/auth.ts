import { get, post, type RequestOptions } from './call';
import { LOGIN_CODE_TYPE } from './constants';
import { loginResult, smsCaptchaResult, weixinAuthInfo, weixinJsSdk } from './decode/customer';
import type {
  CaptchaLoginRequest,
  LoginResult,
  SmsCaptchaRequest,
  SmsCaptchaResult,
  WeixinAuthInfo,
  WeixinJsSdk,
} from './types';

export function sendLoginCode({ mobile }: Pick<SmsCaptchaRequest, 'mobile'>, options?: RequestOptions): Promise<SmsCaptchaResult> {
  return post('/v1/customer/sms_captcha_get', smsCaptchaResult, { mobile, type: LOGIN_CODE_TYPE }, options);
}

export function loginWithCode({ mobile, captcha }: CaptchaLoginRequest, options?: RequestOptions): Promise<LoginResult> {
  return post('/v1/customer/login/captcha_login', loginResult, { mobile, captcha }, options);
}

export function getWeixinOpenId({ code }: { code: string }, options?: RequestOptions): Promise<WeixinAuthInfo> {
  return get('/v1/weixin/auth/info', weixinAuthInfo, { code }, options);
}

export function getWeixinJsSdkConfig({ now_url }: { now_url: string }, options?: RequestOptions): Promise<WeixinJsSdk> {
  return get('/v1/weixin/js/sdk', weixinJsSdk, { now_url }, options);
}
