/**
 * Envelope codes of mall-spec §8 and CONTRACT §2: what the server answers and the client reads
 * (src/core/request/envelope.ts), one list for both sides.
 */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 30000]);
export const WHOLE_BODY_CODE = 130210;
export const THROWING_CODE = 22002;
export const NOT_LOGGED_IN_CODE = 2;
export const BAD_SIGNATURE_CODE = 10001;
export const EXPIRED_TIMESTAMP_CODE = 10002;

/** Codes that reject quietly: the page shows its own state instead of a toast. */
export const SILENT_CODES: ReadonlySet<number> = new Set([
  ...Array.from({ length: 15 }, (_, index) => 130100 + index),
  130701,
  130900,
  160001,
  160002,
  200000,
]);
