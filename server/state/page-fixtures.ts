/**
 * The page fixtures on disk (fixtures/pages): `<id>.json` is the published page, `<id>.draft.json` a newer
 * draft. A page no operator has saved or published is read from here on every call, so a tester's edit to
 * a fixture shows up without a restart (server/state/page-store.ts takes a page over at its first save).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PageDocumentJson } from '../../src/contract/index.ts';
import type { PageRecord, PageVersion } from './page-record.ts';

/** A page id as the store keeps it: a positive integer of at most nine digits, no leading zero. */
export const PAGE_ID = /^[1-9]\d{0,8}$/;

const FIXTURE_NAME = /^([1-9]\d{0,8})(?:\.draft)?\.json$/;

const fileOf = (dir: string, id: string, draft: boolean) => join(dir, `${id}${draft ? '.draft' : ''}.json`);

function readDocument(file: string): PageDocumentJson | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageDocumentJson) : undefined;
}

/** What the shopper calls answered before there was a page store, and still answer for an untaken page. */
export function fixtureDocument(dir: string, id: string, draft: boolean): PageDocumentJson | undefined {
  if (!PAGE_ID.test(id)) return undefined;
  return (draft ? readDocument(fileOf(dir, id, true)) : undefined) ?? readDocument(fileOf(dir, id, false));
}

/** The ids of every page fixture in `dir`. */
export function fixtureIds(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const ids = new Set<string>();
  for (const name of readdirSync(dir)) {
    const id = FIXTURE_NAME.exec(name)?.[1];
    if (id) ids.add(id);
  }
  return [...ids];
}

/** A fixture file as a version: saved when the file was last written. */
function fixtureVersion(file: string, version: number, published: boolean): PageVersion | undefined {
  const document = readDocument(file);
  if (!document) return undefined;
  const savedAt = Math.floor(statSync(file).mtimeMs / 1000);
  return { version, saved_at: savedAt, ...(published ? { published_at: savedAt } : {}), note: `fixtures/pages/${basename(file)}`, document };
}

/**
 * The fixtures of page `id` as a page record: `<id>.json` is version 1, published; `<id>.draft.json` the
 * version after it (1 for a draft-only page), not published. Undefined when there is neither file.
 */
export function fixtureRecord(dir: string, id: string): PageRecord | undefined {
  if (!PAGE_ID.test(id)) return undefined;
  const published = fixtureVersion(fileOf(dir, id, false), 1, true);
  const draft = fixtureVersion(fileOf(dir, id, true), published ? 2 : 1, false);
  const versions = [published, draft].filter((found): found is PageVersion => found !== undefined);
  if (!versions.length) return undefined;
  return { versions, live: published ? 1 : null, scheduled: null };
}
