/**
 * Early hints for a served page: the build lists, per route and per operator widget, the code and
 * styles it needs besides the shell (scripts/build/route-hints.ts). The page served for a route
 * announces the route's, and those of the widgets its page document draws, as <link rel=modulepreload>
 * / <link rel=preload as=style>, so a phone fetches them while the entry downloads instead of only
 * after it has run. A build without the list is served as it is.
 */
import { join } from 'node:path';
import { readBuildJson } from './build-files.ts';

/** One route in the hints file: its path pattern (`/share/goods/:goodid`) and what it needs. */
export interface RouteHint {
  path: string;
  modules: string[];
  styles: string[];
}

/** One operator widget in the hints file: its type (`banner`) and what its code needs. */
export interface WidgetHint {
  type: string;
  modules: string[];
  styles: string[];
}

export interface HintsFile {
  routes: RouteHint[];
  widgets: WidgetHint[];
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

function linksFor(hints: Array<Partial<RouteHint | WidgetHint>>, applyStyles: boolean): string {
  const modules = [...new Set(hints.flatMap((hint) => assets(hint.modules)))].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  // crossorigin as Vite's loader sets it on the stylesheets it adds, so the preloaded copy is reused;
  // an applied one (a server-drawn screen's) is one Vite's loader finds and does not add again.
  const rel = applyStyles ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const styles = [...new Set(hints.flatMap((hint) => assets(hint.styles)))].map((href) => `<link ${rel} crossorigin href="${href}">`);
  return [...modules, ...styles].join('');
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The page for `path` with that route's links added, and those of the operator widgets it is known
 * to draw (`widgetTypes`: the page document's, server/front/primed.ts). Looked at on every request, like
 * index.html itself (kept until the file changes, server/front/build-files.ts), so a rebuild under a
 * running server never announces files that are gone.
 * `applyStyles`: the styles are linked as stylesheets, for a screen the server drew (server/front/draw.ts).
 */
export async function withRouteHints(root: string, html: string, path: string, widgetTypes: readonly string[] = [], applyStyles = false): Promise<string> {
  let hints: HintsFile;
  try {
    const parsed = (await readBuildJson(join(root, ROUTE_HINTS_FILE))) as Partial<HintsFile> | null;
    hints = { routes: listOf(parsed?.routes), widgets: listOf(parsed?.widgets) };
  } catch {
    // No hints in this build (an older one, or built without the script): the page goes out unchanged.
    return html;
  }
  const route = hints.routes.find((candidate) => typeof candidate?.path === 'string' && matches(candidate.path, path));
  const widgets = hints.widgets.filter((candidate) => widgetTypes.includes(candidate?.type));
  const links = linksFor([...(route ? [route] : []), ...widgets], applyStyles);
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}
