/**
 * Answers to a screen's first reads that exist before the client asks: those the server put in the page
 * (./primed.ts) and those sent while the app's code was still starting (./early-reads.ts). The client
 * takes one only for the exact read it answers, once, only while the page is fresh, and, when it
 * depends on who asks, only for a shopper without a token; without one it simply asks. An answer
 * taken is read as the client's own would be, failures included.
 */
import { signingBase } from '../../contract/signing.ts';
import type { Query } from '../../contract/wire-call.ts';

/**
 * What came back for a read, in plain data (the script that sent it is a bundle of its own, whose
 * classes the app's are not): the body as sent (text, or the envelope itself), an HTTP status that is
 * not a success, or why nothing came.
 */
export type EarlyResponse = { data: unknown } | { status: number } | { failed: 'network' | 'timeout' };

export interface EarlyAnswers {
  /** The answer to this read, or the promise of it, handed over once; undefined: the read is sent. */
  take: (path: string, params: Query, signedIn: boolean) => EarlyResponse | Promise<EarlyResponse> | undefined;
}

/** Past this age (ms since the page was requested) an answer may be stale: the read is sent. */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;

/** The read's parameters as the signature writes them (CONTRACT §2): empty ones dropped, sorted. */
export function readKey(path: string, query: Record<string, unknown>): string {
  return `${path}?${signingBase(query, '')}`;
}

/** Answers kept by read, each taken once; none once the page is older than the limit. */
export function answersByRead<Answer extends { forAnyone: boolean }>(
  entries: ReadonlyArray<readonly [key: string, answer: Answer]>,
  pageAgeMs: () => number,
  give: (answer: Answer) => EarlyResponse | Promise<EarlyResponse>,
): EarlyAnswers {
  const waiting = new Map(entries);
  return {
    take(path, params, signedIn) {
      if (!waiting.size) return undefined;
      if (pageAgeMs() > EARLY_ANSWER_MAX_AGE_MS) {
        waiting.clear();
        return undefined;
      }
      const key = readKey(path, params);
      const answer = waiting.get(key);
      if (!answer || (signedIn && !answer.forAnyone)) return undefined;
      waiting.delete(key);
      return give(answer);
    },
  };
}

/** The first source that has an answer for the read. */
export function eitherAnswers(...sources: ReadonlyArray<EarlyAnswers | undefined>): EarlyAnswers {
  return {
    take(path, params, signedIn) {
      for (const source of sources) {
        const found = source?.take(path, params, signedIn);
        if (found !== undefined) return found;
      }
      return undefined;
    },
  };
}
