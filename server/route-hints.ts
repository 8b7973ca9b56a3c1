/**
 * Early hints for a served page: the build lists, per route, the code and styles that route needs
 * besides the shell (scripts/build/route-hints.ts). The page served for that route announces them as
 * <link rel=modulepreload> / <link rel=preload as=style>, so a phone fetches them while the entry
 * downloads instead of only after it has run. A build without the list is served as it is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One route in the hints file: its path pattern (`/share/goods/:goodid`) and what it needs. */
export interface RouteHint {
  path: string;
  modules: string[];
  styles: string[];
}

/** Where the build writes the hints, under its output folder. */
export const ROUTE_HINTS_FILE = '.vite/route-hints.json';
/** Only the build's own hashed assets are ever announced. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  return want.length === have.length && want.every((segment, index) => segment.startsWith(':') ? have[index] !== '' : segment === have[index]);
}

const assets = (list: unknown): string[] => (Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string' && ASSET.test(href)) : []);

function linksFor(hint: RouteHint): string {
  const modules = assets(hint.modules).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  // crossorigin as Vite's loader sets it on the stylesheets it adds, so the preloaded copy is reused.
  const styles = assets(hint.styles).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`);
  return [...modules, ...styles].join('');
}

/**
 * The page for `path` with that route's links added. Read at every request, like index.html itself,
 * so a rebuild under a running server never announces files that are gone.
 */
export async function withRouteHints(root: string, html: string, path: string): Promise<string> {
  let hints: RouteHint[];
  try {
    const parsed = JSON.parse(await readFile(join(root, ROUTE_HINTS_FILE), 'utf8')) as { routes?: RouteHint[] };
    hints = Array.isArray(parsed.routes) ? parsed.routes : [];
  } catch {
    // No hints in this build (an older one, or built without the script): the page goes out unchanged.
    return html;
  }
  const hint = hints.find((candidate) => typeof candidate?.path === 'string' && matches(candidate.path, path));
  const links = hint ? linksFor(hint) : '';
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
