/**
 * The first reads of the screen a page opens on, sent before the app's code has arrived: by a small
 * script of their own (src/app/first-reads-entry.ts), which a page served as built (a static host, a
 * CDN) starts at once. The app's request layer then takes each answer as the screen's own. Each read is
 * anonymous: a shopper's token never goes out before the session is decided, so an answer that depends
 * on who asks is only for a shopper without one (./early-answers.ts). The script and the app are two
 * bundles: they meet on the window (`EARLY_READS_KEY`).
 */
import { answersByRead, readKey, type EarlyAnswers, type EarlyResponse } from './answers';
import { queryOf, wireCall, type Sender } from '../../contract/wire-call';

export interface EarlyRead {
  path: string;
  /** The read's parameters as the screen sends them (before platform, timestamp and sign). */
  query: Record<string, string>;
  /** False when the answer depends on who asks (a favourite mark). */
  forAnyone: boolean;
}

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

/** Where the script leaves what it sent, for the app (a property of the window). */
export const EARLY_READS_KEY = '__h5EarlyReads';

export interface PublishedReads {
  answers: EarlyAnswers;
  /** The widget types the answers draw (empty when none was sent or none came). */
  widgets: Promise<string[]>;
}

type WithEarlyReads = { [EARLY_READS_KEY]?: PublishedReads };

export function publishEarlyReads(published: PublishedReads, target: object = window): void {
  (target as WithEarlyReads)[EARLY_READS_KEY] = published;
}

/** What the script sent, if it ran (a page drawn by the server has its answers in it and no script). */
export function publishedEarlyReads(source: object | undefined = typeof window === 'undefined' ? undefined : window): PublishedReads | undefined {
  return (source as WithEarlyReads | undefined)?.[EARLY_READS_KEY];
}

/** What the request layer takes from: the reads sent early, if any were. */
export const earlyReadsSent: EarlyAnswers = {
  take: (path, params, signedIn) => publishedEarlyReads()?.answers.take(path, params, signedIn),
};
