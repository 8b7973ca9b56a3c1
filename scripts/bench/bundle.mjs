// First-load JavaScript per route (run with tsx: it reads the route table), from the production build's own manifest: what a shopper
// downloads before the first screen of that route can render. Writes bench/results/bundle.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { MALL_ROUTES } from '../../src/app/routes/mall-routes.ts';

const DIST = process.argv[2] ?? 'dist';

const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(`${DIST}/${file}`)).length / 1024;

/** Every JS file a chunk needs before it runs: itself plus its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(dependency, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const sizeOf = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);

const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/features/'));
const rows = [{ route: '(shell: entry + its imports)', chunk: entryKey, firstLoadKb: sizeOf(entryFiles) }];
for (const page of pages) {
  const files = new Set([...entryFiles, ...closure(page)]);
  rows.push({ route: page.replace('src/features/', ''), chunk: page, firstLoadKb: sizeOf(files) });
}

// A mall screen is the system page plus its system widget, downloaded in parallel, plus the
// operator widgets the route table says it draws (the home: banner, icons, feed).
const SYSTEM_PAGE = 'src/features/system-page/SystemPage.tsx';
const widgetChunk = (type) => (type.startsWith('system:') ? `widgets/system/${type.slice(7)}/widget.tsx` : `widgets/${type}/widget.tsx`);
// One row per screen, under its first route (the shared-goods route reuses the goods detail).
const screens = new Map();
for (const route of MALL_ROUTES) if (route.system && !screens.has(route.system.type)) screens.set(route.system.type, route);
for (const [type, route] of screens) {
  const files = new Set([...entryFiles, ...closure(SYSTEM_PAGE), ...closure(widgetChunk(type))]);
  for (const drawn of route.system.preload ?? []) for (const file of closure(widgetChunk(drawn))) files.add(file);
  rows.push({ route: route.path, chunk: widgetChunk(type), firstLoadKb: sizeOf(files) });
}

const result = {
  measuredAt: new Date().toISOString(),
  unit: 'KB gzip',
  firstLoadJs: rows.map((row) => ({ ...row, firstLoadKb: Number(row.firstLoadKb.toFixed(1)) })),
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle.json', `${JSON.stringify(result, null, 2)}\n`);
console.table(result.firstLoadJs.map(({ route, firstLoadKb }) => ({ route, 'first-load JS (KB gzip)': firstLoadKb })));
