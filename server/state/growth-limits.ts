/**
 * What a client can add to the state by itself, bounded, so no stream of requests grows it (and
 * state.json) without end: codes for ever new phones, logins of ever new customers, logins of one
 * customer again and again. Orders are bounded by stock, addresses per customer by their own cap.
 */
import type { Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import { CODE_TTL_S } from './sms-codes.ts';

/** Codes not yet used or expired, across all phones. */
export const MAX_LIVE_SMS_CODES = 10_000;
export const MAX_CUSTOMERS = 20_000;
/** Sessions one customer keeps: a new login beyond this ends the oldest. */
export const MAX_TOKENS_PER_CUSTOMER = 10;

/** Drops expired codes, then refuses a new one while too many are waiting. */
export function makeRoomForSmsCode(deps: Deps): void {
  const { sms } = deps.store.state;
  const now = deps.clock.now();
  for (const [mobile, sent] of Object.entries(sms)) if (now - sent.sent_at > CODE_TTL_S) delete sms[mobile];
  if (Object.keys(sms).length >= MAX_LIVE_SMS_CODES) throw new ApiError(CODE.SMS_TOO_OFTEN, '验证码发送过于频繁，请稍后再试');
}

export function makeRoomForCustomer(deps: Deps): void {
  if (deps.store.state.customers.length >= MAX_CUSTOMERS) throw new ApiError(CODE.BAD_PARAM, '演示服务器的注册人数已满，请使用已有账号登录');
}

/** Ends the customer's oldest sessions so one more fits (tokens are kept in the order they were made). */
export function makeRoomForToken(deps: Deps, customerId: number): void {
  const { tokens } = deps.store.state;
  const own = Object.keys(tokens).filter((token) => tokens[token] === customerId);
  for (const token of own.slice(0, Math.max(0, own.length - MAX_TOKENS_PER_CUSTOMER + 1))) delete tokens[token];
}
