/**
 * The server's half of a server-drawn first screen (server/front/draw.ts): the same app, routes and widgets
 * drawn to HTML from the answers the server put in the page, so the client can take the screen over
 * (hydrate) without drawing it again. Built on its own (`vite build --ssr`, into dist/.ssr, which the
 * server never serves). A published component page, the home and a product are drawn here; every other screen is
 * drawn by the client as before. `window` is a DOM for the rich-text sanitiser (the server's jsdom window).
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { OPERATOR_WIDGETS } from '../widgets';
import { SYSTEM_WIDGETS } from '../widgets/system';
import { AppTree, prepareScreen, preloadScreen } from './app/App';
import type { PrimedAnswer } from './contract/embedded-answers';
import { answerOnlyFromPage, forgetEarlyAnswers, primedAnswers } from './core/early-answers';
import { registerWidgets } from './core/renderer';
import { readDocument } from './features/component-page/load-document';
import { documentsAhead, pageOf } from './features/component-page/prepared';
import { sanitizeIn } from './ui/sanitize-html';
import { loadSanitizer } from './ui/sanitizer';

registerWidgets(OPERATOR_WIDGETS);
registerWidgets(SYSTEM_WIDGETS);

const COMPONENT_PAGE = '/active/component-active';
const PAGE_READ = '/v1/component/page/info/get';
/** Screens drawn from their own reads, each answered by the page (src/core/early-answers). */
const SCREENS_FROM_READS = new Set(['/mall/portal', '/mall/goods-detail']);

function envelopeData(envelope: unknown): unknown {
  return typeof envelope === 'object' && envelope !== null ? (envelope as { data?: unknown }).data : undefined;
}

function drawTree(url: URL): string {
  return renderToString(
    <StaticRouter location={`${url.pathname}${url.search}`}>
      <AppTree />
    </StaticRouter>,
  );
}

/** A published component page, from its document (a draft or a document the page would refuse is left to the client). */
async function drawComponentPage(url: URL, answers: readonly PrimedAnswer[]): Promise<string | null> {
  const id = url.searchParams.get('id');
  if (!id || url.searchParams.get('preview') === '1') return null;
  const answer = answers.find((candidate) => candidate.path === PAGE_READ && candidate.query.id === id);
  if (!answer) return null;
  const state = await readDocument(envelopeData(answer.envelope));
  if (state.status !== 'ready') return null;
  // The screen's code; without a query its preparation reads nothing (the document is handed over below).
  await preloadScreen(COMPONENT_PAGE, '');
  // Handed over as the page's reading ahead; forgotten with the rest once the page is drawn (drawOne).
  documentsAhead.keep(pageOf(url.searchParams), state);
  return drawTree(url);
}

/**
 * A screen that reads ahead of its first render (`prepare`), every read answered from the page: a
 * read the page does not answer, or that failed, leaves the screen to the client.
 */
async function drawFromReads(url: URL, answers: readonly PrimedAnswer[]): Promise<string | null> {
  answerOnlyFromPage(primedAnswers(JSON.stringify({ answers }), () => 0));
  try {
    await prepareScreen(url.pathname, url.search);
  } catch {
    return null;
  }
  return drawTree(url);
}

async function drawOne(href: string, answers: readonly PrimedAnswer[], window: Parameters<typeof sanitizeIn>[0]): Promise<string | null> {
  const url = new URL(href, 'http://server.invalid');
  const path = url.pathname.replace(/\/+$/, '');
  sanitizeIn(window);
  // Rich text is drawn here whatever its markup: the sanitiser is part of this bundle, taken at once.
  await loadSanitizer();
  try {
    if (path === COMPONENT_PAGE) return await drawComponentPage(url, answers);
    if (SCREENS_FROM_READS.has(path)) return await drawFromReads(url, answers);
    return null;
  } finally {
    forgetEarlyAnswers();
  }
}

/** Drawings one at a time: the answers a screen reads from are the page's being drawn, until it is drawn. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of #root for the page at `href` (path and query), or null when this page is left to the
 * client: another screen, a draft, no answer for what it reads, or a document the page would refuse.
 */
export function drawScreen(href: string, answers: readonly PrimedAnswer[], window: Parameters<typeof sanitizeIn>[0]): Promise<string | null> {
  const drawing = queue.then(() => drawOne(href, answers, window));
  queue = drawing.catch(() => undefined);
  return drawing;
}
