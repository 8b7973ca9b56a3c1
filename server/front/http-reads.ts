/**
 * The front's reads of a back end over HTTP: signed GETs as the client sends them, anonymous, within a
 * time limit (a page is never held back for long by its first answers: without them it is served
 * undrawn). A back end that finds the timestamp out of its window (10002) tells its time at
 * `/v1/config/get` (`data.ts`); the front keeps the offset, as the client does, and reads once more.
 */
import { EXPIRED_TIMESTAMP_CODE } from '../../src/contract/envelope-codes.ts';
import { signedQuery, type FirstReader } from './reads.ts';

const CLOCK_PATH = '/v1/config/get';
/** The front names itself to the back end (its logs, the demo's request log). */
export const FRONT_USER_AGENT = 'h5-front';

export interface HttpReaderOptions {
  /** The back end's base URL (`https://api.example.test`, or with a path prefix). */
  api: string;
  secret: string;
  /** For all of one read, a clock lesson and a retry included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** ms. */
  now?: () => number;
}

/** `base` + `path`, keeping a path prefix the base may have. */
export function apiUrl(base: string, pathAndQuery: string): string {
  return `${base.replace(/\/+$/, '')}${pathAndQuery}`;
}

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

class ReadFailure extends Error {}

export function httpReader(options: HttpReaderOptions): FirstReader {
  const fetchAnswer = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  /** The back end's clock minus ours, in seconds (CONTRACT §2). */
  let offset = 0;
  const seconds = () => Math.floor(now() / 1000) + offset;

  async function get(path: string, query: Record<string, string>, signal: AbortSignal): Promise<unknown> {
    const url = apiUrl(options.api, `${path}?${signedQuery(path, query, options.secret, seconds())}`);
    // No token, no cookie: nothing read here may depend on who is asking.
    const response = await fetchAnswer(url, { signal, headers: { accept: 'application/json', 'user-agent': FRONT_USER_AGENT } });
    if (!response.ok) throw new ReadFailure(`HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new ReadFailure('an answer that is not JSON');
    }
  }

  return async (read) => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const envelope = await get(read.path, read.query, signal);
      if (field(envelope, 'code') !== EXPIRED_TIMESTAMP_CODE) return { envelope };
      const ts = Number(field(field(await get(CLOCK_PATH, {}, signal), 'data'), 'ts'));
      if (Number.isFinite(ts) && ts > 0) offset = Math.round(ts - now() / 1000);
      return { envelope: await get(read.path, read.query, signal) };
    } catch (error) {
      if (error instanceof ReadFailure) return { failure: error.message };
      if (signal.aborted) return { failure: `no answer within ${options.timeoutMs} ms` };
      return { failure: `unreachable (${causeOf(error)})` };
    }
  };
}

/** fetch's own message is "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND; per address when several were tried). */
function causeOf(error: unknown): string {
  const cause = field(error, 'cause');
  const errors = field(cause, 'errors');
  const code = field(Array.isArray(errors) ? errors[0] : cause, 'code');
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}
