/**
 * `npm run fixtures:seed`: regenerates fixtures/demo/*.json and the generated pages in
 * fixtures/pages (101, 101.draft, 102). Deterministic: running it twice gives identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalog } from './catalog.ts';
import { buildMainVenue, buildMainVenueDraft, buildNewArrivals } from './pages.ts';
import { buildSeedState } from './state.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function write(relative: string, value: unknown): void {
  const file = join(root, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 1)}\n`);
  console.log(`wrote ${relative}`);
}

const catalog = buildCatalog();
write('fixtures/demo/categories.json', catalog.categories);
write('fixtures/demo/sellers.json', catalog.sellers);
write('fixtures/demo/products.json', catalog.products);
write('fixtures/demo/home.json', { home: catalog.home, feed_order: catalog.feed_order });
write('fixtures/demo/guides.json', catalog.guides);
write('fixtures/demo/coupons.json', catalog.coupons);
write('fixtures/demo/missions.json', { missions: catalog.missions, sign_rewards: catalog.sign_rewards });
write('fixtures/demo/seed-state.json', buildSeedState(catalog));
write('fixtures/demo/route-pages.json', catalog.route_pages);
write('fixtures/pages/101.json', buildMainVenue(catalog));
write('fixtures/pages/101.draft.json', buildMainVenueDraft(catalog));
write('fixtures/pages/102.json', buildNewArrivals(catalog));
