/**
 * The first reads of the screen a page opens on, sent before the app's code has arrived: by a small
 * script of their own (src/app/first-reads-entry.ts), which a page served as built (a static host, a
 * CDN) starts at once. The app's request layer then takes each answer as the screen's own. Each read is
 * anonymous: a shopper's token never goes out before the session is decided, so an answer that depends
 * on who asks is only for a shopper without one (./early-answers.ts). The script and the app are two
 * bundles: they meet on the window (`EARLY_READS_KEY`). The sending is the script's alone
 * (./send-early-reads.ts): the app only takes what was sent.
 */
import type { EarlyAnswers } from './answers';

export interface EarlyRead {
  path: string;
  /** The read's parameters as the screen sends them (before platform, timestamp and sign). */
  query: Record<string, string>;
  /** False when the answer depends on who asks (a favourite mark). */
  forAnyone: boolean;
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
