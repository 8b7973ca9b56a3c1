/**
 * How the front obtains the answers it puts in a page (server/front/primed.ts): one GET of the API,
 * signed exactly as the client signs it (CONTRACT §2), anonymous (never with a shopper's token).
 */
import { wireCall } from '../../src/contract/signed-call.ts';
import { queryOf } from '../../src/contract/wire-call.ts';

export interface FirstReadRequest {
  path: string;
  /** The read's own parameters, before platform, timestamp and sign are added. */
  query: Record<string, string>;
}

/**
 * `envelope`: the API's answer, whatever its code. `skipped`: deliberately not read (a test fault
 * waiting for the client). `failure`: no answer at all (slow, down, not JSON), said briefly for the log.
 */
export type ReadOutcome = { envelope: unknown } | { skipped: true } | { failure: string };

/** `page`: the path of the page the answer is for (the demo's request log names it). */
export type FirstReader = (read: FirstReadRequest, page: string) => Promise<ReadOutcome>;

/** The query the client would send for this read at `timestamp` (Unix seconds, the API's clock), in no one's name. */
export function signedQuery(path: string, query: Record<string, string>, secret: string, timestamp: number): URLSearchParams {
  return queryOf(wireCall('GET', path, query, undefined, { secret, timestamp, deviceId: null, token: null }));
}
