/** The signature of CONTRACT §2: one signing base for the client (./wire-call.ts) and the server (server/sign.ts). */
import md5 from 'crypto-js/md5';

/** Any value a query parameter or a top-level JSON body field can hold. */
export type SignableValue = unknown;

function isSigned(value: SignableValue): boolean {
  return value !== undefined && value !== null && value !== '';
}

function asText(value: SignableValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * The exact string that is hashed (CONTRACT §2): non-empty fields except `sign`, sorted by key in
 * code-unit order, `key=value` joined by `&`, then the secret appended with no separator.
 */
export function signingBase(fields: Record<string, SignableValue>, secret: string): string {
  const keys = Object.keys(fields)
    .filter((key) => key !== 'sign' && isSigned(fields[key]))
    // Plain `<` comparison is code-unit order; localeCompare would not be.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((key) => `${key}=${asText(fields[key])}`).join('&') + secret;
}

/** Lowercase hex MD5 of the signing base. Query and body fields are merged into one map first. */
export function sign(fields: Record<string, SignableValue>, secret: string): string {
  return md5(signingBase(fields, secret)).toString();
}
