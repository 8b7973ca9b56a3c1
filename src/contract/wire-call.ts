/**
 * A call as it goes on the wire: what every writer of a call shares, and the back office's unsigned call.
 * The shopper's signed call is written by ./signed-call.ts, apart: its signature's md5 is not the
 * shell's to carry (the request layer gets it with its transport, src/core/request/axios-transport.ts).
 */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
export type Body = Record<string, unknown>;
export type Method = 'GET' | 'POST';

/** The call that answers the server time (`ts`); it is signed but exempt from the timestamp window. */
export const CLOCK_PATH = '/v1/config/get';

/** The parts of a call that are not its own parameters: who sends it, when, and how it is signed. */
export interface Sender {
  secret: string;
  /** Seconds, on the server's clock as far as it is known. */
  timestamp: number;
  deviceId: string | null;
  token: string | null;
}

/** A call as it goes on the wire, whatever transport carries it. */
export interface WireCall {
  method: Method;
  path: string;
  /** The query, signed. */
  params: Record<string, string | number | boolean>;
  headers: Record<string, string>;
  body?: string;
}

/** An old-style path (`/1/...`) carries the token in its query, the others in `x-token` (CONTRACT §2). */
export const isOldStylePath = (path: string) => path.startsWith('/1/');

/** The parameters a call sends: an empty value (undefined, null, "") is left out. */
export function withoutEmpty(query: Query): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') kept[key] = value;
  }
  return kept;
}

/**
 * A call that is not the shopper's (the back office, CONTRACT §9): its own parameters and the caller's
 * headers only. No platform, timestamp, device id, shopper token or signature.
 */
export function unsignedCall(method: Method, path: string, params: Query, body: Body | undefined, headers: Record<string, string>): WireCall {
  return {
    method,
    path,
    params: withoutEmpty(params),
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
}

/** The call's signed query as a URL writes it. */
export function queryOf(call: WireCall): URLSearchParams {
  return new URLSearchParams(Object.entries(call.params).map(([key, value]) => [key, String(value)]));
}
