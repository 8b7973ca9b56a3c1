/**
 * The first reads of the screen a page opens on, sent as soon as the app's code starts to run rather
 * than once the screen's own code has arrived and asked (a page served as it was built, by a static
 * host: nothing is in it). Each is anonymous: a shopper's token never goes out before the session is
 * decided, so an answer that depends on who asks is only for a shopper without one (./early-answers.ts).
 */
import type { AxiosAdapter } from 'axios';
import xhrAdapter from 'axios/unsafe/adapters/xhr.js';
import { answersByRead, readKey, type EarlyAnswers, type EarlyResponse } from './early-answers';
import { wireRequest, type Sender } from './wire';

export interface EarlyRead {
  path: string;
  /** The read's parameters as the screen sends them (before platform, timestamp and sign). */
  query: Record<string, string>;
  /** False when the answer depends on who asks (a favourite mark). */
  forAnyone: boolean;
}

/** The body's JSON, or undefined when it did not come or is not JSON. */
function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface SentReads extends EarlyAnswers {
  /** The answer's body to `read`, once it came (undefined if it did not), for announcing what it draws. */
  answerTo(read: EarlyRead): Promise<unknown>;
}

/**
 * Sends `reads` at once, in no one's name; each answer waits to be taken by the read it answers, which
 * reads it as its own (a failure included: the screen meets it as if it had asked).
 */
export function sendEarlyReads(
  reads: readonly EarlyRead[],
  sender: Omit<Sender, 'token'>,
  pageAgeMs: () => number,
  transport: AxiosAdapter | false = xhrAdapter,
): SentReads {
  // No transport (no XMLHttpRequest here): nothing is sent, and each screen asks itself.
  if (!transport) return { take: () => undefined, answerTo: () => Promise.resolve(undefined) };
  const send = transport;
  const answers = new Map(
    reads.map((read) => {
      const request = wireRequest('GET', read.path, read.query, undefined, { ...sender, token: null });
      const response: Promise<EarlyResponse> = Promise.resolve().then(() => send(request));
      // Read by whoever announces what the answer draws; a failure is the screen's to meet, not this one's.
      const body = response.then((answer) => parsed(answer.data), () => undefined);
      return [readKey(read.path, read.query), { forAnyone: read.forAnyone, response, body }] as const;
    }),
  );
  const store = answersByRead([...answers], pageAgeMs, (answer) => answer.response);
  return {
    take: store.take,
    answerTo: (read) => answers.get(readKey(read.path, read.query))?.body ?? Promise.resolve(undefined),
  };
}

let sent: EarlyAnswers | undefined;

/** Hands the request layer the reads sent early (once, as the page starts). */
export function keepEarlyReads(reads: EarlyAnswers): void {
  sent = reads;
}

/** What the request layer takes from: the reads sent early, if any were. */
export const earlyReadsSent: EarlyAnswers = {
  take: (path, params, signedIn) => sent?.take(path, params, signedIn),
};
