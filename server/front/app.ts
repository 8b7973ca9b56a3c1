/**
 * createFront: the production front on its own. It serves a build (`dist/`), puts the first reads'
 * answers of a back end that speaks the specs into its pages and draws their first screens from them
 * (server/front/spa.ts), and passes the API through to that back end (`proxyApi`). It keeps no state
 * but drawings and drawn pages for a few seconds, a cache each instance fills for itself: run as many
 * as the traffic needs.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { API_PATTERNS, apiProxy } from './api-proxy.ts';
import { createScreenDrawer, reusingDrawings } from './draw.ts';
import { httpReader } from './http-reads.ts';
import { createPageCache } from './page-cache.ts';
import { createPrimer } from './primed.ts';
import { CSP_REPORT_PATH } from './security-headers.ts';
import { registerSpa } from './spa.ts';

export interface FrontOptions {
  /** The built app to serve. */
  dist: string;
  /** The back end's base URL. */
  api: string;
  /** The signing secret the back end checks (CONTRACT §2). */
  secret: string;
  /** For the first reads of one page; past it the page is served undrawn. */
  apiTimeoutMs: number;
  /** How long a drawing is served again, and shared caches may keep a drawn page (s-maxage); 0: neither. */
  cacheSeconds: number;
  /** stale-while-revalidate of a drawn page, for shared caches and the front's own page cache. */
  staleSeconds: number;
  /** Memory for whole drawn pages kept by the front (server/front/page-cache.ts); 0: none kept. */
  pageCacheMb: number;
  /** Pass /v1/*, /1/* and /admin/v1/* to the back end (a build whose client calls its own origin; an editor it serves). */
  proxyApi: boolean;
  /** More path prefixes (`/static/img/`) passed to the back end as they are: the demo double's pictures. */
  passPaths?: readonly string[];
  log: (line: string) => void;
  /** Tests: the clock and the HTTP client of the first reads. */
  now?: () => number;
  fetch?: typeof fetch;
}

/** A CSP report is a few hundred bytes. */
const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** Pages kept at most, whatever memory is left: a drawn page and its gzip take about half a megabyte. */
const MAX_KEPT_PAGES = 200;

export function createFront(options: FrontOptions): Hono {
  const { log } = options;
  const now = options.now ?? Date.now;
  const app = new Hono();
  app.onError((error, c) => {
    log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return c.text('Internal Server Error', 500);
  });
  // Registered first, so the compression below never touches what the back end answered.
  const proxy = apiProxy(options.api);
  for (const pattern of API_PATTERNS) app.all(pattern, (c) => (options.proxyApi ? proxy(c.req.raw) : c.text('Not Found', 404)));
  for (const prefix of options.passPaths ?? []) app.all(`${prefix.replace(/\/*$/, '/')}*`, (c) => proxy(c.req.raw));
  app.use('*', compress());
  app.use(CSP_REPORT_PATH, bodyLimit({ maxSize: CSP_REPORT_MAX_BYTES, onError: (c) => c.body(null, 413) }));

  const read = httpReader({ api: options.api, secret: options.secret, timeoutMs: options.apiTimeoutMs, now, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const drawer = createScreenDrawer(options.dist, log);
  const draw = options.cacheSeconds > 0 ? reusingDrawings(drawer, now, options.cacheSeconds * 1000) : drawer;
  const pageCache =
    options.cacheSeconds > 0 && options.pageCacheMb > 0
      ? createPageCache({ freshMs: options.cacheSeconds * 1000, staleMs: options.staleSeconds * 1000, maxPages: MAX_KEPT_PAGES, maxBytes: options.pageCacheMb * 1024 * 1024, now })
      : undefined;
  registerSpa(app, {
    dir: options.dist,
    prime: createPrimer(read, true),
    draw,
    log,
    ...(pageCache ? { pageCache } : {}),
    ...(options.cacheSeconds > 0 ? { sharedCaching: { seconds: options.cacheSeconds, staleSeconds: options.staleSeconds } } : {}),
  });
  return app;
}
