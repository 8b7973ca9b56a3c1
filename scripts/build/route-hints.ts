// Run by `npm run build` after Vite (tsx scripts/build/route-hints.ts DIST): writes
// DIST/.vite/route-hints.json, the code and styles each route needs besides the shell. The embedded
// server announces them in the page it serves for that route, so the browser fetches them alongside
// the entry instead of after it has run. Any other static host simply serves index.html without them.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTE_HINTS_FILE, type RouteHint } from '../../server/route-hints.ts';
import { checkPageModules, readManifest, routeChunks, type Manifest } from './route-chunks.ts';

export function routeHints(manifest: Manifest): RouteHint[] {
  return routeChunks(manifest).map(({ path, keys, early }) => ({
    path,
    modules: [...keys, ...early].map((key) => `/${manifest[key]!.file}`),
    styles: [...new Set([...keys, ...early].flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
  }));
}

function main(distDir: string): void {
  const stale = checkPageModules();
  if (stale.length) {
    console.error(`scripts/build/route-chunks.ts names page routes the route table does not have: ${stale.join(', ')}`);
    process.exit(1);
  }
  const hints = routeHints(readManifest(distDir));
  writeFileSync(`${distDir}/${ROUTE_HINTS_FILE}`, `${JSON.stringify({ routes: hints }, null, 1)}\n`);
  console.log(`Route hints: ${hints.length} routes`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2] ?? 'dist');
