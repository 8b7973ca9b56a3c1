// First-load JavaScript per route, from the production build's own manifest: what a shopper downloads
// before the first screen of that route can render. Shared by the build's budget check and the bench.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { MALL_ROUTES } from '../../src/app/routes/mall-routes.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  route: string;
  chunk: string;
  firstLoadKb: number;
}

export const SHELL_ROUTE = '(shell: entry + its imports)';
const APP_ENTRY = 'index.html';
const SYSTEM_PAGE = 'src/features/system-page/SystemPage.tsx';

const widgetChunk = (type: string) => (type.startsWith('system:') ? `widgets/system/${type.slice(7)}/widget.tsx` : `widgets/${type}/widget.tsx`);

export function firstLoadPerRoute(distDir: string): FirstLoad[] {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Manifest;
  const kbOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    return gzipSync(readFileSync(`${distDir}/${chunk.file}`)).length / 1024;
  };
  /** Every JS file a chunk needs before it runs: itself plus its static imports, transitively. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dependency of manifest[key]?.imports ?? []) closure(dependency, seen);
    return seen;
  };
  const shell = closure(APP_ENTRY);
  const row = (route: string, chunk: string, keys: Iterable<string>): FirstLoad => {
    const kb = [...new Set([...shell, ...keys])].reduce((total, key) => total + kbOf(key), 0);
    return { route, chunk, firstLoadKb: Number(kb.toFixed(1)) };
  };

  const rows = [row(SHELL_ROUTE, APP_ENTRY, [])];
  const pages = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && key.startsWith('src/features/'));
  for (const page of pages) rows.push(row(page.replace('src/features/', ''), page, closure(page)));

  // A mall screen is the system page plus its system widget, downloaded in parallel, plus the
  // operator widgets the route table says it draws (the home: banner, icons, feed). One row per
  // screen, under its first route (the shared-goods route reuses the goods detail).
  const screens = new Map<string, (typeof MALL_ROUTES)[number]>();
  for (const route of MALL_ROUTES) if (route.system && !screens.has(route.system.type)) screens.set(route.system.type, route);
  for (const [type, route] of screens) {
    const keys = new Set([...closure(SYSTEM_PAGE), ...closure(widgetChunk(type))]);
    for (const drawn of route.system?.preload ?? []) for (const key of closure(widgetChunk(drawn))) keys.add(key);
    rows.push(row(route.path, widgetChunk(type), keys));
  }
  return rows;
}
