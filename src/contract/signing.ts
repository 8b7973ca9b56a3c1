/**
 * The signature of CONTRACT §2: one signing base for the client and the server (server/sign.ts). The
 * client hashes it in ./signed-call.ts, which the shell does not carry; this file has no hash in it.
 */

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
