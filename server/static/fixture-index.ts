/**
 * GET /__fixtures/pages: the page fixtures this server can serve, for the testers' gallery
 * (/dev/fixtures in dev and demo builds); GET /__fixtures/pages/<id>[.draft].json: one of them as it is
 * stored, for the reference editor (/dev/editor). Not API calls: unsigned, read-only, no personal data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrateDocument } from '../../src/contract/component/migrations.ts';
import type { FixtureEntry } from '../../src/contract/fixture-index.ts';
import type { App, Deps } from '../context.ts';

/** Top-level nodes as the runtime reads the document: an older one (`components`) counted after migration. */
function topLevelNodes(document: Record<string, unknown>): number {
  const read = migrateDocument(document);
  const nodes = read.ok ? read.document.nodes : document.nodes;
  return Array.isArray(nodes) ? nodes.length : 0;
}

function titleAndSize(file: string): { title: string; nodes: number } {
  try {
    const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return { title: typeof document.title === 'string' ? document.title : '', nodes: topLevelNodes(document) };
  } catch {
    return { title: '(not valid JSON)', nodes: 0 };
  }
}

export function listFixtures(pagesDir: string): FixtureEntry[] {
  const byId = new Map<number, FixtureEntry>();
  for (const name of readdirSync(pagesDir)) {
    const match = /^(\d+)(\.draft)?\.json$/.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    const entry = byId.get(id) ?? { id, title: '', published: false, draft: false, nodes: 0 };
    const info = titleAndSize(join(pagesDir, name));
    if (match[2]) entry.draft = true;
    else entry.published = true;
    if (!entry.title || !match[2]) Object.assign(entry, info);
    byId.set(id, entry);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function registerFixtureIndex(app: App, deps: Deps): void {
  app.get('/__fixtures/pages', (c) => c.json(listFixtures(deps.options.pagesDir)));
  app.get('/__fixtures/pages/:file', async (c) => {
    // Only a fixture's own name: nothing outside the pages folder can be named.
    const file = /^\d+(\.draft)?\.json$/.exec(c.req.param('file'))?.[0];
    if (!file) return c.text('Not Found', 404);
    try {
      return c.body(await readFile(join(deps.options.pagesDir, file), 'utf8'), 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
    } catch {
      return c.text('Not Found', 404);
    }
  });
}
