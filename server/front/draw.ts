/**
 * Server-drawn first screens: for a page the build can draw (src/entry-server.tsx; today a published
 * component page), the served HTML carries the screen itself, drawn by the app's own code from the
 * same answers the page carries (server/front/primed.ts). The client takes it over (hydration) instead of
 * drawing it, so the page shows before the code has arrived. The drawing code is built beside the app
 * (`dist/.ssr/`, never served: dot-segments are hidden, server/front/spa.ts); a build without it, a page it
 * does not draw, or a drawing that fails is served as before and drawn by the client.
 */
import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { SERVER_DRAWN_ATTRIBUTE, type PrimedAnswer } from '../../src/contract/embedded-answers.ts';

/** Where `npm run build` puts the drawing code, under the served folder. */
export const DRAWING_ENTRY = '.ssr/entry-server.js';

interface DrawingModule {
  drawScreen: (href: string, answers: readonly PrimedAnswer[], window: unknown) => Promise<string | null>;
}

/** The HTML of #root for the page at `href`, or null when the client is to draw it. */
export type ScreenDrawer = (href: string, answers: readonly PrimedAnswer[]) => Promise<string | null>;

/**
 * How long a drawing is served again to the same page with the same answers. A published page is the
 * same for every visitor the server can draw it for; only its time windows move on, and the client
 * draws again whatever node differs by the time it takes the page over.
 */
export const DRAWING_REUSE_MS = 30_000;
const MAX_KEPT_DRAWINGS = 32;

/**
 * `draw`, with each drawing kept for `reuseMs` (DRAWING_REUSE_MS unless the front is told otherwise):
 * a page of 1,500 nodes takes the server about a third of a second to draw, time a visitor would
 * otherwise wait for the HTML. Requests that come while a page is being drawn share that drawing.
 */
export function reusingDrawings(draw: ScreenDrawer, now: () => number = Date.now, reuseMs = DRAWING_REUSE_MS): ScreenDrawer {
  const kept = new Map<string, { at: number; drawing: Promise<string | null> }>();
  return (href, answers) => {
    const key = createHash('sha256').update(href).update('\0').update(JSON.stringify(answers)).digest('base64');
    const found = kept.get(key);
    if (found && now() - found.at < reuseMs) return found.drawing;
    const drawing = draw(href, answers);
    kept.delete(key);
    kept.set(key, { at: now(), drawing });
    for (const oldest of kept.keys()) {
      if (kept.size <= MAX_KEPT_DRAWINGS) break;
      kept.delete(oldest);
    }
    return drawing;
  };
}

/**
 * The drawer of the build in `root`. Its code and DOM are made ready at once, not at the first page:
 * loading them takes about a quarter of a second, which the first visitor would otherwise wait.
 */
export function createScreenDrawer(root: string, log: (line: string) => void): ScreenDrawer {
  // One DOM for the rich-text sanitiser: DOMPurify works in it, never in the page's.
  const ready = load(root).catch((error: unknown) => {
    log(`[draw] the drawing code did not load; pages are drawn by the client: ${String(error)}`);
    return null;
  });
  return async (href, answers) => {
    const loaded = await ready;
    if (!loaded) return null;
    try {
      return await loaded.drawing.drawScreen(href, answers, loaded.window);
    } catch (error) {
      log(`[draw] ${href} is left to the client: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}

async function load(root: string): Promise<{ drawing: DrawingModule; window: unknown } | null> {
  const file = join(root, DRAWING_ENTRY);
  try {
    await access(file);
  } catch {
    return null;
  }
  const drawing = (await import(pathToFileURL(file).href)) as DrawingModule;
  return { drawing, window: new JSDOM('').window };
}

/** The build's entry script, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** The build's code announced with the page (Vite's and the route's, server/front/route-hints.ts). */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The page with `drawn` in place of the boot screen in #root, marked for the client to take over. The
 * app's code is fetched after the first paint and run once the first screen's pictures are decoded
 * (public/after-paint.js): the first paint waits for none of it, and the pictures, asked for first, are
 * never held back behind its evaluation. The files the page would have announced (modulepreload) are
 * listed for that script, which announces them together, so the code still arrives in parallel rather
 * than file after file.
 */
export function withDrawnScreen(html: string, drawn: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<noscript>', start);
  if (start < 0 || end < 0) return html;
  const page = `${html.slice(0, start)}<div id="root" ${SERVER_DRAWN_ATTRIBUTE}>${drawn}</div>\n    ${html.slice(end)}`;
  const code = [...new Set(Array.from(page.matchAll(MODULE_PRELOAD), (match) => match[1]!))];
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, (_, entry: string) => `<script type="module" src="/after-paint.js?entry=${entry}" data-code="${[entry, ...code].join(' ')}"></script>`);
}
