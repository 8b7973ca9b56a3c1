// With extensions: the front (server/front/reads.ts) writes its reads with it, under Node and Vite's config loader.
import { sign } from './signing.ts';

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

const isOldStylePath = (path: string) => path.startsWith('/1/');

function withoutEmpty(query: Query): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') kept[key] = value;
  }
  return kept;
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
