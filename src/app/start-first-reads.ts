/**
 * Imported first by src/main.tsx, so it runs before the rest of the app's code: a page served as built
 * (a static host, a CDN) carries no answers, and the screen would otherwise ask for its first reads only
 * once its own code has arrived. Here they go at once, with the server time (the client's first call),
 * and, as each answer comes, its first pictures are asked for and the widgets it draws are named, so the
 * code for them is fetched while the app starts, not after the screen has read its document.
 */
import { config } from '../core/config';
import { host } from '../core/host/current';
import { CLOCK_PATH } from '../core/request/client';
import { serverClock } from '../core/request/clock';
import { keepEarlyReads, sendEarlyReads, type EarlyRead } from '../core/request/early-reads';
import { PRIMED_ANSWERS_ID } from '../core/request/primed';
import { session } from '../core/session/store';
import { at, firstReadsFor } from './first-reads';

const EARLY_READ_TIMEOUT_MS = 15_000;

/** Only pictures the CSP lets in (this origin's, https ones). */
const isLoadablePicture = (address: unknown): address is string => typeof address === 'string' && /^(\/(?!\/)|https:\/\/)/i.test(address);

function preloadPicture(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}

/** Whether the session may already have a shopper: then an answer that depends on who asks is not read anonymously. */
function mayBeSignedIn(search: URLSearchParams): boolean {
  return host === 'app' || search.has('token') || Boolean(session.token());
}

function start(): Promise<string[]> {
  // A page that came with its answers (server/front/primed.ts) needs none sent.
  if (document.getElementById(PRIMED_ANSWERS_ID)) return Promise.resolve([]);
  const search = new URLSearchParams(location.search);
  const reads = firstReadsFor(location.pathname, search).filter((read) => read.forAnyone || !mayBeSignedIn(search));
  const clock: EarlyRead = { path: CLOCK_PATH, query: {}, forAnyone: true };
  const sent = sendEarlyReads(
    [clock, ...reads],
    { baseURL: config.apiBase, secret: config.signSecret, timestamp: serverClock.nowSeconds(), deviceId: session.deviceId(), timeoutMs: EARLY_READ_TIMEOUT_MS },
    () => performance.now(),
  );
  keepEarlyReads(sent);
  const answered = reads.map((read) =>
    sent.answerTo(read).then((body) => {
      const data = at(body, 'data');
      read.firstPictures?.(data).filter(isLoadablePicture).forEach(preloadPicture);
      return read.widgets?.(data) ?? [];
    }),
  );
  return Promise.all(answered).then((lists) => [...new Set(lists.flat())]);
}

/** The widget types the early answers draw (empty when none was sent or none came). */
export const firstWidgets: Promise<string[]> = start();
