import type { InternalAxiosRequestConfig } from 'axios';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import { sign } from './sign';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
export type Body = Record<string, unknown>;
export type Method = 'GET' | 'POST';

/** The parts of a call that are not its own parameters: who sends it, when, and how it is signed. */
export interface Sender {
  baseURL: string;
  secret: string;
  /** Seconds, on the server's clock as far as it is known. */
  timestamp: number;
  deviceId: string | null;
  token: string | null;
  timeoutMs: number;
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
 * The one place a request is written, for the client's calls and the reads sent before it starts.
 */
export function wireRequest(method: Method, path: string, params: Query, body: Body | undefined, sender: Sender): InternalAxiosRequestConfig {
  const { token } = sender;
  const signedQuery = withoutEmpty({
    ...params,
    platform: 'h5',
    timestamp: sender.timestamp,
    device_id: sender.deviceId,
    token: isOldStylePath(path) && token ? token : undefined,
  });
  const headers = new AxiosHeaders();
  if (body) headers.setContentType('application/json');
  if (!isOldStylePath(path) && token) headers.set('x-token', token);
  return {
    method,
    baseURL: sender.baseURL,
    url: path,
    params: { ...signedQuery, sign: sign({ ...signedQuery, ...(body ?? {}) }, sender.secret) },
    data: body ? JSON.stringify(body) : undefined,
    headers,
    timeout: sender.timeoutMs,
    // Parsed by the caller, so a truncated body is told apart from a plain-text one.
    responseType: 'text',
    validateStatus: (status) => status >= 200 && status < 300,
  };
}
