import { customerCalls } from '../contract/customer/calls';
import { callsOf, type RequestOptions } from './call';
import { LOGIN_CODE_TYPE } from './constants';
import type {
  CaptchaLoginRequest,
  LoginResult,
  SmsCaptchaRequest,
  SmsCaptchaResult,
} from '../contract';

const { post } = callsOf(customerCalls);

export function sendLoginCode({ mobile }: Pick<SmsCaptchaRequest, 'mobile'>, options?: RequestOptions): Promise<SmsCaptchaResult> {
  return post('/v1/customer/sms_captcha_get', { mobile, type: LOGIN_CODE_TYPE }, options);
}

export function loginWithCode({ mobile, captcha }: CaptchaLoginRequest, options?: RequestOptions): Promise<LoginResult> {
  return post('/v1/customer/login/captcha_login', { mobile, captcha }, options);
}
