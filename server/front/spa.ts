/**
 * Serves a built SPA: hashed /assets with long caching, other files as-is, history-mode fallback, each
 * page primed, hinted and drawn where it can be. Used by the demo (server/app.ts, reading the double
 * in-process) and by the production front (server/front/app.ts, reading a back end over HTTP).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context, Env as HonoEnv, Hono } from 'hono';
import { clientText } from '../log-text.ts';
import { PREVIEW_ORIGINS_FILE } from '../../scripts/build/preview-origins.ts';
import { allowedOrigins } from '../../src/core/live-preview/messages.ts';
import { buildFileVersion, readBuildFile, readBuildJson } from './build-files.ts';
import { drawingHref, hasToken, pageCacheControl, type SharedCaching } from './cache-control.ts';
import { withDrawnScreen, type ScreenDrawer } from './draw.ts';
import { accepts, compressedAssets } from './compressed-assets.ts';
import { withInlineStyles } from './inline-styles.ts';
import { matchesEtag, type KeptPage, type PageCache, type PageOutcome, type RenderedPage } from './page-cache.ts';
import type { Primer } from './primed.ts';
import { withRouteHints } from './route-hints.ts';
import { CSP_REPORT_PATH, headersForFile, livePreviewHeaders, referenceEditorHeaders, SECURITY_HEADERS } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.mp4': 'video/mp4',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A path with a dot-segment (`/.vite/manifest.json`, `/.env`): build metadata and hidden files are
 * for the server, not for visitors. `.well-known` stays servable.
 */
export function isHiddenPath(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return true;
  }
  return decoded.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** The file at `urlPath` under `root`, with a version that changes when the file does. */
async function fileAt(root: string, urlPath: string): Promise<{ file: string; version: string } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, version: `${info.size}:${info.mtimeMs}` } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins that may frame this build's live preview (CONTRACT §6): those it was built to obey
 * (VITE_PREVIEW_ORIGINS, recorded by the build), or only its own. Looked at per request, like index.html.
 */
async function previewFrameAncestors(root: string): Promise<string[]> {
  let configured: unknown = [];
  try {
    configured = await readBuildJson(join(root, PREVIEW_ORIGINS_FILE));
  } catch {
    // A build from before the file existed, or none: only the runtime's own origin.
  }
  return allowedOrigins(Array.isArray(configured) ? configured.filter((item): item is string => typeof item === 'string') : [], "'self'");
}

/** The reference editor's page (demo builds): it frames the live preview, of this runtime or another listed one. */
const REFERENCE_EDITOR_PATH = '/dev/editor';

const isLivePreview = (path: string, search: URLSearchParams) => path === '/active/component-active' && search.get('preview') === 'live';

/** A stand-in host script put in pages asked for by some user agents (the demo's WeChat stand-in, server/sim/). */
export interface StandIn {
  appliesTo: (userAgent: string) => boolean;
  inject: (html: string) => string;
}

export interface SpaOptions {
  dir: string;
  prime: Primer;
  draw: ScreenDrawer | undefined;
  /** Drawn anonymous pages may be kept by shared caches (the front); absent: every page revalidated (the demo). */
  sharedCaching?: SharedCaching;
  /** Drawn anonymous pages kept whole by the server itself (the front); absent: every page made afresh (the demo). */
  pageCache?: PageCache;
  standIn?: StandIn;
  log: (line: string) => void;
}

export function registerSpa<E extends HonoEnv>(app: Hono<E>, options: SpaOptions): void {
  const { prime, draw, standIn, pageCache, log } = options;
  const root = resolve(options.dir);
  app.post(CSP_REPORT_PATH, async (c) => {
    log(`[csp] ${clientText(await c.req.text())}`);
    return c.body(null, 204);
  });
  const indexHtml = async (path: string, search: URLSearchParams, withStandIn: boolean): Promise<RenderedPage> => {
    const primed = await prime(await readBuildFile(join(root, 'index.html')), path, search);
    // Once per page served without some of its answers: the back end was slow or down.
    if (primed.failure) log(`[front] ${clientText(path, 200)} served ${primed.answers.length ? 'with part of its answers' : 'undrawn'}: the API gave ${primed.failure}`);
    const drawn = draw && primed.answers.length ? await draw(drawingHref(path, search), primed.answers) : null;
    // A drawn screen needs its styles before it paints, not merely fetched early: every drawn widget's.
    const hinted = await withRouteHints(root, primed.html, path, drawn === null ? primed.widgets : primed.allWidgets, drawn !== null);
    const html = drawn === null ? hinted : withDrawnScreen(await withInlineStyles(root, hinted), drawn);
    return { html: withStandIn && standIn ? standIn.inject(html) : html, drawn: drawn !== null, readFailed: primed.failure !== undefined };
  };

  const assets = compressedAssets();

  app.get('*', async (c) => {
    const path = c.req.path;
    if (isHiddenPath(path)) return c.text('Not Found', 404);
    const found = path === '/' || path === '/index.html' ? undefined : await fileAt(root, path);
    if (found) {
      const { file, version } = found;
      const headers = {
        ...headersForFile(extname(file)),
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
        vary: 'Accept-Encoding',
      };
      const compressed = await assets.compressed(file, version, c.req.header('accept-encoding'));
      if (compressed) return c.body(compressed.bytes, 200, { ...headers, 'content-encoding': compressed.encoding });
      return c.body(await readFile(file), 200, headers);
    }
    // A missing hashed asset or static file must not turn into index.html (the browser would run HTML
    // as JS, or try it as a video or a picture and say it failed without a reason).
    if (path.startsWith('/assets/') || path.startsWith('/static/')) return c.text('Not Found', 404);
    try {
      const search = new URL(c.req.url).searchParams;
      const security = isLivePreview(path, search)
        ? livePreviewHeaders(await previewFrameAncestors(root))
        : path === REFERENCE_EDITOR_PATH
          ? referenceEditorHeaders(await previewFrameAncestors(root))
          : SECURITY_HEADERS;
      const withStandIn = standIn?.appliesTo(c.req.header('user-agent') ?? '') ?? false;
      // With a stand-in on, the page differs by user agent: a cache must not hand one host's to another.
      const vary: Record<string, string> = standIn ? { vary: 'User-Agent' } : {};
      const render = () => indexHtml(path, search, withStandIn);
      const tokenInUrl = hasToken(search);
      // A page whose URL carries a token is its shopper's alone: never kept, never served from what was.
      // The key names the build, so a rebuild is served at once, as it is without the cache.
      const outcome: PageOutcome =
        pageCache && !tokenInUrl
          ? await pageCache.page(`${await buildFileVersion(join(root, 'index.html'))} ${withStandIn ? 'stand-in ' : ''}${path}?${search.toString()}`, render)
          : { rendered: await render() };
      const headers: Record<string, string> = { ...security, ...vary, 'content-type': TYPES['.html']! };
      if ('kept' in outcome) return keptPage(c, outcome, headers, options.sharedCaching);
      const cacheControl = pageCacheControl({ tokenInUrl, drawn: outcome.rendered.drawn, readFailed: outcome.rendered.readFailed }, options.sharedCaching);
      return c.body(outcome.rendered.html, 200, { ...headers, 'cache-control': cacheControl });
    } catch {
      return c.text(`No index.html in ${root}: run npm run build first`, 404);
    }
  });
}

/**
 * A kept page: gzipped as it was kept, or a 304 to a client that has it. Its Age lets a CDN count its
 * s-maxage from the page's making, not from this answer.
 */
function keptPage<E extends HonoEnv>(c: Context<E>, outcome: { kept: KeptPage; ageMs: number }, headers: Record<string, string>, shared: SharedCaching | undefined): Response {
  const { kept, ageMs } = outcome;
  const keptHeaders = {
    ...headers,
    vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding',
    'cache-control': pageCacheControl({ tokenInUrl: false, drawn: true }, shared),
    etag: kept.etag,
    age: String(Math.floor(ageMs / 1000)),
  };
  if (matchesEtag(c.req.header('if-none-match'), kept.etag)) return c.body(null, 304, keptHeaders);
  if (accepts(c.req.header('accept-encoding'), 'gzip')) return c.body(kept.gzipped, 200, { ...keptHeaders, 'content-encoding': 'gzip' });
  return c.body(kept.html, 200, keptHeaders);
}
