/**
 * One operator page (CONTRACT §9): its versions, immutable once saved (the draft is the latest), the
 * version shoppers see (`live`) and one publication waiting for its time (`scheduled`). Times are Unix
 * seconds on the server clock.
 */
import type { PageDocumentJson } from '../../src/contract/index.ts';

export interface PageVersion {
  version: number;
  saved_at: number;
  /** When it last went live (a rollback publishes an old version again). */
  published_at?: number;
  note?: string;
  document: PageDocumentJson;
}

export interface PageRecord {
  versions: PageVersion[];
  /** The version shoppers see; null: never published. */
  live: number | null;
  scheduled: { version: number; at: number } | null;
}

/** How the page list words a page: nothing published, a publication waiting, or live with none waiting. */
export type PageStatus = 'draft' | 'scheduled' | 'published';

export function latestVersion(record: PageRecord): PageVersion {
  const latest = record.versions.at(-1);
  if (!latest) throw new Error('a page record without versions');
  return latest;
}

export function versionOf(record: PageRecord, version: number): PageVersion | undefined {
  return record.versions.find((found) => found.version === version);
}

/** Makes a scheduled publication whose time has come the live one; whether anything changed. */
export function settleSchedule(record: PageRecord, now: number): boolean {
  const due = record.scheduled;
  if (!due || due.at > now) return false;
  record.live = due.version;
  record.scheduled = null;
  const published = versionOf(record, due.version);
  if (published) published.published_at = due.at;
  return true;
}

export function statusOf(record: PageRecord): PageStatus {
  if (record.scheduled) return 'scheduled';
  return record.live === null ? 'draft' : 'published';
}
