/**
 * The server's side of the signature (CONTRACT §2): the same signing base as the client
 * (src/contract/signing.ts), hashed with node:crypto, which is native and several times faster than
 * the client's crypto-js on large bodies.
 */
import { createHash } from 'node:crypto';
import { signingBase, type SignableValue } from '../src/contract/signing.ts';

export function serverSign(fields: Record<string, SignableValue>, secret: string): string {
  return createHash('md5').update(signingBase(fields, secret), 'utf8').digest('hex');
}

/** A signature is 32 hex digits; anything else is refused before hashing the request. */
export const SIGN_FORMAT = /^[0-9a-f]{32}$/i;
