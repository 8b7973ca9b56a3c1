// What each screen of the production build needs before it can draw, read from Vite's manifest.
// The first-load budget check weighs it; the route hints tell the browser to fetch it early.
import { readFileSync } from 'node:fs';
import { MALL_ROUTES } from '../../src/app/routes/mall-routes.ts';
import { GROUPED_ENTRIES_FILE, type GroupedEntries } from './grouped-entries.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export const APP_ENTRY = 'index.html';
const SYSTEM_PAGE = 'src/features/system-page/SystemPage.tsx';

/**
 * Routes whose screen is a page module rather than a system widget. The route table names them
 * through import() calls, which a build script cannot read; `checkPageModules` keeps the two in step.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/mall/login': 'src/features/auth/LoginPage.tsx',
  '/mall/login/code': 'src/features/auth/LoginCodePage.tsx',
  '/active/component-active': 'src/features/component-page/ComponentActivePage.tsx',
};

/**
 * Vite's manifest, with a key for each lazily loaded module a code splitting group put into a shared
 * chunk (grouped-entries.ts): the same entry as that chunk's, under the module's name.
 */
export function withGroupedEntries(manifest: Manifest, grouped: GroupedEntries): Manifest {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const merged: Manifest = { ...manifest };
  for (const [source, file] of Object.entries(grouped)) {
    const holder = keyOfFile.get(file);
    // Still a lazily loaded module (grouped-entries.ts records no other), though its chunk is shared.
    if (!merged[source] && holder) merged[source] = { ...manifest[holder]!, isDynamicEntry: true };
  }
  return merged;
}

export function readManifest(distDir: string): Manifest {
  const read = <T>(file: string) => JSON.parse(readFileSync(`${distDir}/${file}`, 'utf8')) as T;
  return withGroupedEntries(read<Manifest>('.vite/manifest.json'), read<GroupedEntries>(GROUPED_ENTRIES_FILE));
}

const widgetChunk = (type: string) => (type.startsWith('system:') ? `widgets/system/${type.slice(7)}/widget.tsx` : `widgets/${type}/widget.tsx`);

/** Every chunk `key` needs before it runs: itself plus its static imports, transitively. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) closure(manifest, dependency, seen);
  return seen;
}

export interface RouteChunks {
  /** The route's path pattern, as in the route table (`/share/goods/:goodid`). */
  path: string;
  /** The screen's own chunk: its system widget, or its page module. */
  chunk: string;
  /** Manifest keys the screen needs besides the shell, in a stable order. */
  keys: string[];
}

/**
 * A mall screen is the system page plus its system widget, downloaded in parallel; a page route is
 * its module. Either comes with the operator widgets the route table says it draws (the home: banner,
 * icons, feed; an operator's page: the page basics). Routes are listed in route-table order.
 */
export function routeChunks(manifest: Manifest): RouteChunks[] {
  const shell = closure(manifest, APP_ENTRY);
  const rows: RouteChunks[] = [];
  for (const route of MALL_ROUTES) {
    const screen = route.system ? [SYSTEM_PAGE, widgetChunk(route.system.type)] : PAGE_MODULES[route.path] ? [PAGE_MODULES[route.path]!] : [];
    if (!screen.length) continue;
    const roots = [...screen, ...(route.preload ?? []).map(widgetChunk)];
    const keys = new Set<string>();
    for (const root of roots) closure(manifest, root, keys);
    rows.push({
      path: route.path,
      chunk: roots[route.system ? 1 : 0]!,
      keys: [...keys].filter((key) => !shell.has(key)),
    });
  }
  return rows;
}

export interface WidgetChunks {
  /** The operator widget's type (`banner`). */
  type: string;
  /** Manifest keys its code needs besides the shell. */
  keys: string[];
}

const OPERATOR_WIDGET = /^widgets\/([\w-]+)\/widget\.tsx$/;

/** Every operator widget of the build: a page document may draw any of them. */
export function widgetChunks(manifest: Manifest): WidgetChunks[] {
  const shell = closure(manifest, APP_ENTRY);
  return Object.keys(manifest).flatMap((root) => {
    const type = OPERATOR_WIDGET.exec(root)?.[1];
    if (!type) return [];
    const keys = closure(manifest, root);
    return [{ type, keys: [...keys].filter((key) => !shell.has(key)) }];
  });
}

/** Page routes in PAGE_MODULES that the route table does not have as page routes (renamed or removed). */
export function checkPageModules(): string[] {
  const pageRoutes = new Set(MALL_ROUTES.filter((route) => route.page).map((route) => route.path));
  return Object.keys(PAGE_MODULES).filter((path) => !pageRoutes.has(path));
}
