/**
 * The code and styles each route and each operator widget needs besides the shell, as the build lists
 * them (scripts/build/route-hints.ts): read by the front that serves a page (server/front/route-hints.ts)
 * and by the script that starts a page served as built (./first-reads-entry.ts), so either announces a
 * screen's files while the entry downloads instead of only after it has run.
 */

/** One route: its path pattern (`/share/goods/:goodid`) and what it needs. */
export interface RouteHint {
  path: string;
  modules: string[];
  styles: string[];
}

/** One operator widget: its type (`banner`) and what its code needs. */
export interface WidgetHint {
  type: string;
  modules: string[];
  styles: string[];
}

export interface HintsFile {
  routes: RouteHint[];
  widgets: WidgetHint[];
}

/** Files to announce. */
export interface Code {
  modules: string[];
  styles: string[];
}

/** The element id of the hints in a page served as built: `<script type="application/json" id=…>`. */
export const ROUTE_HINTS_ID = 'route-hints';

/** Only the build's own hashed assets are ever announced. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const assets = (list: unknown): string[] => listOf<unknown>(list).filter((href): href is string => typeof href === 'string' && ASSET.test(href));

/** Hints of any shape, as far as they are hints (a missing or broken file: none). */
export function readHints(value: unknown): HintsFile {
  const parsed = typeof value === 'object' && value !== null ? (value as Partial<HintsFile>) : {};
  return { routes: listOf(parsed.routes), widgets: listOf(parsed.widgets) };
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  return want.length === have.length && want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]));
}

/** What the route at `path` needs, and the operator widgets of `widgetTypes`; each file once. */
export function codeFor(hints: HintsFile, path: string | null, widgetTypes: readonly string[] = []): Code {
  const route = path === null ? undefined : hints.routes.find((candidate) => typeof candidate?.path === 'string' && matches(candidate.path, path));
  const chosen: Array<Partial<RouteHint | WidgetHint>> = [...(route ? [route] : []), ...hints.widgets.filter((candidate) => widgetTypes.includes(candidate?.type))];
  return {
    modules: [...new Set(chosen.flatMap((hint) => assets(hint.modules)))],
    styles: [...new Set(chosen.flatMap((hint) => assets(hint.styles)))],
  };
}
