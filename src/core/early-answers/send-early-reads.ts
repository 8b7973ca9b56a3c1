/**
 * The script's side of the early reads (./early-reads.ts): writing, signing and sending them. Apart from
 * what the app reads, so the app's shell carries neither this nor the signature's code.
 */
import { answersByRead, readKey, type EarlyAnswers, type EarlyResponse } from './answers';
import type { EarlyRead } from './early-reads';
import { wireCall } from '../../contract/signed-call';
import { queryOf, type Sender } from '../../contract/wire-call';

export interface SentReads extends EarlyAnswers {
  /** The answer's body to `read`, once it came (undefined if it did not), for announcing what it draws. */
  answerTo: (read: EarlyRead) => Promise<unknown>;
}

/** Carries a read and answers what came back (never fails: a failure is an answer too). */
export type EarlyTransport = (url: string, headers: Record<string, string>, timeoutMs: number) => Promise<EarlyResponse>;

/** fetch, not the app's axios: this script must be small and run before the app's code has arrived. */
export const fetchTransport: EarlyTransport = async (url, headers, timeoutMs) => {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { headers, signal: abort.signal });
    return response.ok ? { data: await response.text() } : { status: response.status };
  } catch {
    return { failed: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A body read once, here: its JSON when it is an object (the app then reads the same object rather than
 * parsing a large page document a second time), otherwise as it came, for the app to judge.
 */
function readOnce(answer: EarlyResponse): EarlyResponse {
  if (!('data' in answer) || typeof answer.data !== 'string') return answer;
  try {
    const json: unknown = JSON.parse(answer.data);
    return typeof json === 'object' && json !== null ? { data: json } : answer;
  } catch {
    return answer;
  }
}

export interface EarlySender extends Omit<Sender, 'token'> {
  baseURL: string;
  timeoutMs: number;
}

/**
 * Sends `reads` at once, in no one's name; each answer waits to be taken by the read it answers, which
 * reads it as its own (a failure included: the screen meets it as if it had asked).
 */
export function sendEarlyReads(reads: readonly EarlyRead[], sender: EarlySender, pageAgeMs: () => number, transport: EarlyTransport = fetchTransport): SentReads {
  const answers = new Map(
    reads.map((read) => {
      const wire = wireCall('GET', read.path, read.query, undefined, { ...sender, token: null });
      const query = queryOf(wire);
      const response = Promise.resolve()
        .then(() => transport(`${sender.baseURL}${read.path}?${query}`, wire.headers, sender.timeoutMs))
        .then(readOnce);
      // Read by whoever announces what the answer draws; a failure is the screen's to meet, not this one's.
      const body = response.then((answer) => ('data' in answer && typeof answer.data === 'object' ? answer.data : undefined));
      return [readKey(read.path, read.query), { forAnyone: read.forAnyone, response, body }] as const;
    }),
  );
  const store = answersByRead([...answers], pageAgeMs, (answer) => answer.response);
  return {
    take: store.take,
    answerTo: (read) => answers.get(readKey(read.path, read.query))?.body ?? Promise.resolve(undefined),
  };
}
