// Run by `npm run build` after Vite (tsx scripts/build/route-hints.ts DIST): writes
// DIST/.vite/route-hints.json, the code and styles each route and each operator widget needs besides
// the shell. The embedded server announces a route's in the page it serves for that route, with those
// of the widgets the page's document draws, so the browser fetches them alongside the entry instead of
// after it has run. The same hints go into DIST/index.html, for a page served as built (a static host): the
// script that starts such a page announces its route's files itself (src/app/first-reads-entry.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTE_HINTS_ID } from '../../src/app/route-hints.ts';
import { ROUTE_HINTS_FILE, type HintsFile, type RouteHint, type WidgetHint } from '../../server/front/route-hints.ts';
import { checkPageModules, readManifest, routeChunks, widgetChunks, type Manifest } from './route-chunks.ts';

/**
 * The styles of `keys` in the order Vite's chunk loader applies them: a chunk's imports' styles before
 * its own. A server-drawn screen links them in this order, so a screen's own rules come after those of
 * the components it shares with other screens and win, as they do in the client (the shared components'
 * own styles are in the shell, before all of them).
 */
function stylesInLoadOrder(manifest: Manifest, keys: string[]): string[] {
  const wanted = new Set(keys);
  const visited = new Set<string>();
  const styles: string[] = [];
  const visit = (key: string) => {
    if (!wanted.has(key) || visited.has(key)) return;
    visited.add(key);
    for (const dependency of manifest[key]!.imports ?? []) visit(dependency);
    styles.push(...(manifest[key]!.css ?? []));
  };
  keys.forEach(visit);
  return [...new Set(styles)].map((file) => `/${file}`);
}

/** Each file once: the widgets of one group (the page basics) are one file under several names. */
function filesOf(manifest: Manifest, keys: string[]): Pick<RouteHint, 'modules' | 'styles'> {
  return { modules: [...new Set(keys.map((key) => `/${manifest[key]!.file}`))], styles: stylesInLoadOrder(manifest, keys) };
}

export function routeHints(manifest: Manifest): RouteHint[] {
  return routeChunks(manifest).map(({ path, keys }) => ({ path, ...filesOf(manifest, keys) }));
}

export function widgetHints(manifest: Manifest): WidgetHint[] {
  return widgetChunks(manifest).map(({ type, keys }) => ({ type, ...filesOf(manifest, keys) }));
}

const HINTS_IN_PAGE = new RegExp(`<script type="application/json" id="${ROUTE_HINTS_ID}">[^<]*</script>`);

/** The page with `hints` in its head, in place of any it had (the script can run twice on one build). */
export function withHintsInPage(html: string, hints: HintsFile): string {
  // Asset paths hold no `<`; escaped all the same, so nothing can end the element early.
  const block = `<script type="application/json" id="${ROUTE_HINTS_ID}">${JSON.stringify(hints).replace(/</g, '\\u003c')}</script>`;
  return HINTS_IN_PAGE.test(html) ? html.replace(HINTS_IN_PAGE, () => block) : html.replace('</head>', () => `${block}</head>`);
}

function main(distDir: string): void {
  const stale = checkPageModules();
  if (stale.length) {
    console.error(`scripts/build/route-chunks.ts names page routes the route table does not have: ${stale.join(', ')}`);
    process.exit(1);
  }
  const manifest = readManifest(distDir);
  const hints: HintsFile = { routes: routeHints(manifest), widgets: widgetHints(manifest) };
  writeFileSync(`${distDir}/${ROUTE_HINTS_FILE}`, `${JSON.stringify(hints, null, 1)}\n`);
  const page = `${distDir}/index.html`;
  writeFileSync(page, withHintsInPage(readFileSync(page, 'utf8'), hints));
  console.log(`Route hints: ${hints.routes.length} routes, ${hints.widgets.length} widgets`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2] ?? 'dist');
