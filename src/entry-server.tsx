/**
 * The server's half of a server-drawn first screen (server/draw.ts): the same app, routes and widgets
 * drawn to HTML from the answers the server put in the page, so the client can take the screen over
 * (hydrate) without drawing it again. Built on its own (`vite build --ssr`, into dist/.ssr, which the
 * server never serves). Only a published component page is drawn here; every other screen is drawn by
 * the client as before. `window` is a DOM for the rich-text sanitiser (the server's jsdom window).
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { OPERATOR_WIDGETS } from '../widgets';
import { AppTree, preloadScreen } from './app/App';
import { registerWidgets } from './core/renderer';
import type { PrimedAnswer } from './core/request/primed';
import { readDocument } from './features/component-page/load-document';
import { keepReadDocument, takePrepared } from './features/component-page/prepared';
import { sanitizeIn } from './ui/sanitize-html';

registerWidgets(OPERATOR_WIDGETS);

const COMPONENT_PAGE = '/active/component-active';
const PAGE_READ = '/v1/component/page/info/get';

function envelopeData(envelope: unknown): unknown {
  return typeof envelope === 'object' && envelope !== null ? (envelope as { data?: unknown }).data : undefined;
}

/**
 * The HTML of #root for the page at `href` (path and query), or null when this page is left to the
 * client: another screen, a draft, no answer for its document, or a document the page would refuse.
 */
export async function drawScreen(href: string, answers: readonly PrimedAnswer[], window: Parameters<typeof sanitizeIn>[0]): Promise<string | null> {
  const url = new URL(href, 'http://server.invalid');
  const id = url.searchParams.get('id');
  if (url.pathname.replace(/\/+$/, '') !== COMPONENT_PAGE || !id || url.searchParams.get('preview') === '1') return null;
  const answer = answers.find((candidate) => candidate.path === PAGE_READ && candidate.query.id === id);
  if (!answer) return null;
  const state = await readDocument(envelopeData(answer.envelope));
  if (state.status !== 'ready') return null;
  // The screen's code; without a query its preparation reads nothing (the document is handed over below).
  await preloadScreen(COMPONENT_PAGE, '');
  sanitizeIn(window);
  // From here on synchronous: no other request's drawing can come between handing over and taking back.
  keepReadDocument(url.searchParams, state);
  try {
    return renderToString(
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppTree />
      </StaticRouter>,
    );
  } finally {
    void takePrepared(id, false);
  }
}
