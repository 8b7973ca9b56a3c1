/** The `{ code, msg, data }` envelope and the error codes this server answers. */
import type { Envelope } from '../src/contract/index.ts';
import { BAD_SIGNATURE_CODE, EXPIRED_TIMESTAMP_CODE, NOT_LOGGED_IN_CODE } from '../src/contract/envelope-codes.ts';

export const CODE = {
  OK: 0,
  NOT_LOGGED_IN: NOT_LOGGED_IN_CODE,
  BAD_SIGN: BAD_SIGNATURE_CODE,
  EXPIRED: EXPIRED_TIMESTAMP_CODE,
  BAD_PARAM: 40000,
  /** A back-office call (CONTRACT §9) without the operator token, or with a wrong one (answered with HTTP 401). */
  ADMIN_TOKEN_REFUSED: 40100,
  NOT_FOUND: 40004,
  PAGE_NOT_FOUND: 40400,
  /** A page version that was never saved. */
  VERSION_NOT_FOUND: 40410,
  /** A save based on a version older than the page's draft: someone else saved meanwhile; nothing is overwritten. */
  VERSION_CONFLICT: 40900,
  STOCK: 40030,
  LIMIT: 40031,
  NO_ADDRESS: 40032,
  NO_PAYMENT: 40033,
  ORDER_STATE: 40034,
  ALREADY_URGED: 40035,
  NO_OPEN_ID: 40036,
  SMS_TOO_OFTEN: 40020,
  SMS_WRONG: 40021,
  /** Five wrong guesses of one SMS code: it is void, a new one must be requested. */
  SMS_LOCKED: 40022,
  COUPON_SOLD_OUT: 40050,
  UPLOAD_UNSUPPORTED: 40060,
  /** Mission centre refusals (CONTRACT §8): each with its own message, shown to the shopper. */
  REWARD_RECEIVED: 40070,
  MISSION_NOT_DONE: 40071,
  NO_REPAIR_CARD: 40072,
  NOT_REPAIRABLE: 40073,
  /** Request body over the limit (answered with HTTP 413). */
  TOO_LARGE: 41300,
  NOT_RECORDED: 40499,
  UPSTREAM: 50200,
  /** A change that must be on disk before the answer (an order, an address) could not be written. */
  NOT_SAVED: 50300,
  /** In the client's ignore list: rejected without a toast. */
  COUPON_RECEIVED: 130101,
  ALREADY_SIGNED: 130102,
} as const;

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: CODE.OK, msg, data };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

export const NOT_LOGGED_IN = fail(CODE.NOT_LOGGED_IN, '请先登录');

/** Thrown by handlers; turned into an envelope (HTTP 200) by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
