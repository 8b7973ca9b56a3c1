/**
 * A script of its own, built apart from the app (scripts/build/first-reads-script.ts) and started by the
 * page before the app's code: a page served as built (a static host, a CDN) carries no answers, and the
 * screen would otherwise ask for its first reads only once the app's code has arrived and run. Here
 * they go at once, with the server time (the client's first call); the code of the screen is announced
 * from the build's route hints in the page (`#route-hints`), and, as each answer comes, its first
 * pictures and the code of the widgets it draws. A page the server drew and answered has no such script.
 */
import { config } from '../core/config';
import { hostPolicy } from '../core/host/current';
import { publishEarlyReads, type EarlyRead } from '../core/early-answers/early-reads';
import { sendEarlyReads } from '../core/early-answers/send-early-reads';
import { storedCredentials } from '../core/session/stored';
import { CLOCK_PATH } from '../contract/wire-call';
import { at, firstReadsFor, isPreloadablePicture } from './first-reads';
import { announceCode, readRouteHints } from './route-hints-in-page';

const EARLY_READ_TIMEOUT_MS = 15_000;

/** The first pictures, high priority, with one insertion into the head. */
function preloadPictures(hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.setAttribute('fetchpriority', 'high');
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/**
 * Whether the session may already have a shopper: then an answer that depends on who asks is not read in
 * no one's name. Where the host logs the shopper in (the app, the mini program: CONTRACT §4), its
 * session arrives with start-up, which this script does not wait for.
 */
function mayBeSignedIn(search: URLSearchParams, token: string | null): boolean {
  return hostPolicy.login === 'host-login' || search.has('token') || token !== null;
}

function start(): void {
  const search = new URLSearchParams(location.search);
  const hints = readRouteHints(document);
  announceCode(document, hints.forRoute(location.pathname));
  const { token, deviceId } = storedCredentials();
  const reads = firstReadsFor(location.pathname, search).filter((read) => read.forAnyone || !mayBeSignedIn(search, token));
  const clock: EarlyRead = { path: CLOCK_PATH, query: {}, forAnyone: true };
  const sent = sendEarlyReads(
    [clock, ...reads],
    { baseURL: config.apiBase, secret: config.signSecret, timestamp: Math.floor(Date.now() / 1000), deviceId, timeoutMs: EARLY_READ_TIMEOUT_MS },
    () => performance.now(),
  );
  const answered = reads.map((read) =>
    sent.answerTo(read).then((body) => {
      const data = at(body, 'data');
      preloadPictures(read.firstPictures?.(data).filter(isPreloadablePicture) ?? []);
      const widgets = read.widgets?.(data) ?? [];
      announceCode(document, hints.forWidgets(widgets));
      return widgets;
    }),
  );
  publishEarlyReads({ answers: sent, widgets: Promise.all(answered).then((lists) => [...new Set(lists.flat())]) });
}

start();
