/**
 * Checking an SMS login code. Each code allows MAX_WRONG_GUESSES wrong guesses; after that it is
 * void and only a new code (after the resend interval) logs in, so a six-digit code cannot be
 * guessed by trying them all.
 */
import { randomInt } from 'node:crypto';
import type { Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import { DEMO_MOBILE } from '../seed/state.ts';

export const PHONE = /^1[3-9]\d{9}$/;
export const CODE_TTL_S = 300;
export const MAX_WRONG_GUESSES = 5;
/** Works for every phone in demo mode, so demos and tests need no log reading. */
export const DEMO_SMS_CODE = '123456';

/**
 * The code sent to `mobile`: the demo customer is sent the demo code, as the README says. Any other phone
 * gets a random code, as from a real SMS gateway, so the guess limit has a code to guard.
 */
export function smsCodeFor(mobile: string): string {
  return mobile === DEMO_MOBILE ? DEMO_SMS_CODE : String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The server log's line for a code sent: the code, and that the demo code would do as well. */
export function smsLogLine(mobile: string, type: string, code: string): string {
  return `[sms] ${mobile} (${type}): ${code}${code === DEMO_SMS_CODE ? '' : ` (or the demo code ${DEMO_SMS_CODE})`}`;
}

const LOCKED_MSG = '验证码错误次数过多，请重新获取验证码';

export function checkCode(deps: Deps, mobile: string, captcha: string): void {
  if (!PHONE.test(mobile)) throw new ApiError(CODE.BAD_PARAM, '手机号格式不正确');
  if (!/^\d{6}$/.test(captcha)) throw new ApiError(CODE.SMS_WRONG, '验证码错误');
  if (deps.options.mode === 'demo' && captcha === DEMO_SMS_CODE) return;
  const sent = deps.store.state.sms[mobile];
  if (!sent) throw new ApiError(CODE.SMS_WRONG, '验证码错误');
  if ((sent.wrong_guesses ?? 0) >= MAX_WRONG_GUESSES) throw new ApiError(CODE.SMS_LOCKED, LOCKED_MSG);
  if (sent.code !== captcha) {
    sent.wrong_guesses = (sent.wrong_guesses ?? 0) + 1;
    deps.store.changed();
    if (sent.wrong_guesses >= MAX_WRONG_GUESSES) throw new ApiError(CODE.SMS_LOCKED, LOCKED_MSG);
    throw new ApiError(CODE.SMS_WRONG, '验证码错误');
  }
  if (deps.clock.now() - sent.sent_at > CODE_TTL_S) throw new ApiError(CODE.SMS_WRONG, '验证码已过期，请重新获取');
}
