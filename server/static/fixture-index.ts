/**
 * GET /__fixtures/pages: the page fixtures this server can serve, for the testers' gallery
 * (/dev/fixtures in dev and demo builds). Not an API call: unsigned, read-only, no personal data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App, Deps } from '../context.ts';

export interface FixtureEntry {
  id: number;
  title: string;
  published: boolean;
  draft: boolean;
  nodes: number;
}

function titleAndSize(file: string): { title: string; nodes: number } {
  try {
    const document = JSON.parse(readFileSync(file, 'utf8')) as { title?: unknown; nodes?: unknown };
    return { title: typeof document.title === 'string' ? document.title : '', nodes: Array.isArray(document.nodes) ? document.nodes.length : 0 };
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
}
