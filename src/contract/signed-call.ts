/**
 * The shopper's call signed (CONTRACT §2): the signature's hash, and the call written with it. Apart from
 * ./wire-call.ts and ./signing.ts, which the shell carries: crypto-js's md5 comes with the request layer's
 * transport (src/core/request/axios-transport.ts) and with the first-reads script, never in the shell.
 */
// With extensions: the front (server/front/reads.ts) writes its reads with it, under Node and Vite's config loader.
import md5 from 'crypto-js/md5';
import { signingBase, type SignableValue } from './signing.ts';
import { isOldStylePath, withoutEmpty, type Body, type Method, type Query, type Sender, type WireCall } from './wire-call.ts';

/** Lowercase hex MD5 of the signing base. Query and body fields are merged into one map first. */
export function sign(fields: Record<string, SignableValue>, secret: string): string {
  return md5(signingBase(fields, secret)).toString();
}

/**
 * A call as it goes on the wire (CONTRACT §2): its parameters with platform, timestamp and device id,
 * the token in the query for old-style paths and in `x-token` otherwise, signed over query and body.
 * The one place a call is written, for the client's calls and the reads sent before it starts.
 */
export function wireCall(method: Method, path: string, params: Query, body: Body | undefined, sender: Sender): WireCall {
  const { token } = sender;
  const signedQuery = withoutEmpty({
    ...params,
    platform: 'h5',
    timestamp: sender.timestamp,
    device_id: sender.deviceId,
    token: isOldStylePath(path) && token ? token : undefined,
  });
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (!isOldStylePath(path) && token) headers['x-token'] = token;
  return {
    method,
    path,
    params: { ...signedQuery, sign: sign({ ...signedQuery, ...(body ?? {}) }, sender.secret) },
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
}
