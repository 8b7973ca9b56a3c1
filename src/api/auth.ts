import { post, type RequestOptions } from './call';
import { LOGIN_CODE_TYPE } from './constants';
import { loginResult, smsCaptchaResult } from './decode/customer';
import type {
  CaptchaLoginRequest,
  LoginResult,
  SmsCaptchaRequest,
  SmsCaptchaResult,
} from './types';

export function sendLoginCode({ mobile }: Pick<SmsCaptchaRequest, 'mobile'>, options?: RequestOptions): Promise<SmsCaptchaResult> {
  return post('/v1/customer/sms_captcha_get', smsCaptchaResult, { mobile, type: LOGIN_CODE_TYPE }, options);
}

export function loginWithCode({ mobile, captcha }: CaptchaLoginRequest, options?: RequestOptions): Promise<LoginResult> {
  return post('/v1/customer/login/captcha_login', loginResult, { mobile, captcha }, options);
}
