/** mall-spec §5 and §9: phone and code rules of the SMS login. */
import { isSameSitePath } from '../../core/actions/url';
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
export const RESEND_SECONDS = 60;

export const MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  agreementRequired: '请先阅读并同意《用户服务协议》和《隐私政策》',
  codeSent: '验证码发送成功',
  loggedIn: '登录成功',
} as const;

/** Keeps only digits and cuts to the phone length, as the input does while typing. */
export function normalisePhone(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The first problem with the phone form, or null when it may be submitted. */
export function phoneFormError(phone: string, agreed: boolean): string | null {
  if (!phone) return MESSAGES.phoneRequired;
  if (!PHONE_PATTERN.test(phone)) return MESSAGES.phoneInvalid;
  if (!agreed) return MESSAGES.agreementRequired;
  return null;
}

/** Only an in-app path may be the place login returns to; anything else goes home (no open redirect). */
export function safeReturnPath(raw: string | null, fallback: string): string {
  return raw && isSameSitePath(raw) ? raw : fallback;
}
