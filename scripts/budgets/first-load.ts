// First-load JavaScript per route, from the production build's own manifest: what a shopper downloads
// before the first screen of that route can render. Shared by the build's budget check and the bench.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { APP_ENTRY, closure, readManifest, routeChunks } from '../build/route-chunks.ts';

export interface FirstLoad {
  route: string;
  chunk: string;
  firstLoadKb: number;
}

export const SHELL_ROUTE = '(shell: entry + its imports)';

export function firstLoadPerRoute(distDir: string): FirstLoad[] {
  const manifest = readManifest(distDir);
  const kbOf = (file: string) => gzipSync(readFileSync(`${distDir}/${file}`)).length / 1024;
  const shell = closure(manifest, APP_ENTRY);
  const row = (route: string, chunk: string, keys: Iterable<string>): FirstLoad => {
    // By file: the widgets of one group (the page basics) are one file under several names.
    const files = new Set([...shell, ...keys].map((key) => manifest[key]!.file));
    const kb = [...files].reduce((total, file) => total + kbOf(file), 0);
    return { route, chunk, firstLoadKb: Number(kb.toFixed(1)) };
  };

  const rows = [row(SHELL_ROUTE, APP_ENTRY, [])];
  // Lazy pages: the features' and the app's own (the catch-all UnmatchedPage).
  const pages = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /^src\/(features|app)\//.test(key));
  for (const page of pages) rows.push(row(page.replace('src/features/', ''), page, closure(manifest, page)));
  // One row per mall screen, under its first route (the shared-goods route reuses the goods detail).
  const seen = new Set<string>();
  for (const screen of routeChunks(manifest)) {
    if (screen.chunk.startsWith('src/features/') || seen.has(screen.chunk)) continue;
    seen.add(screen.chunk);
    rows.push(row(screen.path, screen.chunk, screen.keys));
  }
  return rows;
}
