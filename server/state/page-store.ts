/**
 * The operators' pages (CONTRACT §9), kept in <data-dir>/pages.json beside state.json and written the same
 * way (durable-file.ts, persister.ts). A page is taken over from its fixtures (page-fixtures.ts) at its
 * first save or publish; until then it is read from fixtures/pages on every call, so the shopper answers
 * stay exactly the fixture's and a tester's edit shows without a restart. `--reset` and
 * `/__admin/reset` forget every taken page: the fixtures again.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDocumentJson } from '../../src/contract/index.ts';
import { ApiError, CODE } from '../envelope.ts';
import { DurableFile, nodeFileIo } from './durable-file.ts';
import { fixtureDocument, fixtureIds, fixtureRecord, PAGE_ID } from './page-fixtures.ts';
import { latestVersion, settleSchedule, versionOf, type PageRecord } from './page-record.ts';
import { pagesFileProblem } from './pages-file-shape.ts';
import { StatePersister, type KeptFileOptions } from './persister.ts';
import { loadJsonFile } from './state-file.ts';

/** `reset`: start from the fixtures instead of loading pages.json. */
export interface PageStoreOptions extends KeptFileOptions {
  /** fixtures/pages */
  pagesDir: string;
}

export interface PagesFile {
  pages: Record<string, PageRecord>;
}

/** New pages are numbered above every page there is, fixtures included, and never among the fixtures' low numbers. */
export const FIRST_NEW_PAGE_ID = 1000;

/** A change made in memory, and how to take it back when it cannot be written. */
export interface Change<T> {
  result: T;
  undo: () => void;
}

export class PageStore {
  private file: PagesFile;
  readonly path: string;
  private readonly persister: StatePersister;

  constructor(private readonly options: PageStoreOptions) {
    this.path = join(options.dataDir, 'pages.json');
    mkdirSync(options.dataDir, { recursive: true });
    const loaded = options.reset ? undefined : loadJsonFile<PagesFile>(this.path, { problemOf: pagesFileProblem, startsFrom: 'the page fixtures' }, options.warn);
    this.file = loaded ?? { pages: {} };
    this.persister = new StatePersister(new DurableFile(this.path, options.io ?? nodeFileIo), () => JSON.stringify(this.file), options);
    if (!loaded) this.persister.writeNow();
  }

  /** What `/v1/component/page/info/get` answers: the live version (a scheduled one from its time on). */
  published(id: string): PageDocumentJson | undefined {
    const record = this.taken(id);
    if (!record) return fixtureDocument(this.options.pagesDir, id, false);
    return record.live === null ? undefined : versionOf(record, record.live)?.document;
  }

  /** What `/v1/component/page/preview` answers: the latest version. */
  draft(id: string): PageDocumentJson | undefined {
    const record = this.taken(id);
    return record ? latestVersion(record).document : fixtureDocument(this.options.pagesDir, id, true);
  }

  /** Page `id` as it stands (read only), from the store or its fixtures. */
  record(id: string): PageRecord | undefined {
    return this.taken(id) ?? fixtureRecord(this.options.pagesDir, id);
  }

  /** Every page id, taken or only in the fixtures. */
  ids(): string[] {
    return [...new Set([...Object.keys(this.file.pages), ...fixtureIds(this.options.pagesDir)])];
  }

  /**
   * A new version of page `id` (a new page without one). With `baseVersion`, only if it is still the
   * latest: a save on top of an older one would silently drop someone's work.
   */
  save(id: string | undefined, document: PageDocumentJson, baseVersion: number | undefined, note: string | undefined): Change<{ id: number; version: number }> {
    const current = id === undefined ? undefined : this.record(id);
    if (id !== undefined && !current) throw new ApiError(CODE.PAGE_NOT_FOUND, `页面 ${id} 不存在`);
    const pageId = id ?? this.nextId();
    const latest = current ? latestVersion(current).version : 0;
    if (baseVersion !== undefined && baseVersion > latest) throw new ApiError(CODE.VERSION_NOT_FOUND, `页面 ${pageId} 没有版本 ${baseVersion}`);
    if (baseVersion !== undefined && baseVersion < latest) {
      throw new ApiError(CODE.VERSION_CONFLICT, `页面已被他人保存（最新版本 ${latest}，你的修改基于版本 ${baseVersion}），未覆盖；请载入最新版本后再保存`);
    }
    const { record, takenNow } = this.take(pageId);
    const saved = { version: latest + 1, saved_at: this.options.now(), ...(note ? { note } : {}), document: { ...document, id: Number(pageId) } };
    record.versions.push(saved);
    return {
      result: { id: Number(pageId), version: saved.version },
      undo: () => {
        if (takenNow) this.forget(pageId);
        else record.versions = record.versions.filter((found) => found !== saved);
      },
    };
  }

  /** Puts `version` live now, or at `at` (seconds); a later publish replaces one still waiting. */
  publish(id: string, version: number, at: number | undefined): Change<{ id: number; published_version: number; scheduled_at: number | null }> {
    if (!this.record(id)) throw new ApiError(CODE.PAGE_NOT_FOUND, `页面 ${id} 不存在`);
    const { record, takenNow } = this.take(id);
    const target = versionOf(record, version);
    if (!target) {
      if (takenNow) this.forget(id);
      throw new ApiError(CODE.VERSION_NOT_FOUND, `页面 ${id} 没有版本 ${version}`);
    }
    const before = { live: record.live, scheduled: record.scheduled, publishedAt: target.published_at };
    const now = this.options.now();
    if (at !== undefined && at > now) {
      record.scheduled = { version, at };
    } else {
      record.live = version;
      record.scheduled = null;
      target.published_at = now;
    }
    return {
      result: { id: Number(id), published_version: version, scheduled_at: record.scheduled?.at ?? null },
      undo: () => {
        if (takenNow) return this.forget(id);
        record.live = before.live;
        record.scheduled = before.scheduled;
        if (before.publishedAt === undefined) delete target.published_at;
        else target.published_at = before.publishedAt;
      },
    };
  }

  /** Resolves once every change so far is on disk; rejects if it could not be written. */
  persist(): Promise<void> {
    return this.persister.durable();
  }

  /** Back to the fixtures (`/__admin/reset`). */
  reset(): void {
    this.file = { pages: {} };
    this.persister.writeNow();
  }

  /** Writes pending changes now (shutdown). Never throws. */
  flush(): void {
    if (!this.persister.settled) this.persister.writeNow();
  }

  /** A taken page, its due publication made live first. */
  private taken(id: string): PageRecord | undefined {
    if (!PAGE_ID.test(id)) return undefined;
    const record = this.file.pages[id];
    if (record && settleSchedule(record, this.options.now())) this.persister.changed();
    return record;
  }

  /** The page's record in the store, taken over from its fixtures (or made empty) when it is not there yet. */
  private take(id: string): { record: PageRecord; takenNow: boolean } {
    const kept = this.taken(id);
    if (kept) return { record: kept, takenNow: false };
    const record = fixtureRecord(this.options.pagesDir, id) ?? { versions: [], live: null, scheduled: null };
    this.file.pages[id] = record;
    return { record, takenNow: true };
  }

  private forget(id: string): void {
    delete this.file.pages[id];
  }

  private nextId(): string {
    const highest = Math.max(FIRST_NEW_PAGE_ID - 1, ...this.ids().map(Number));
    return String(highest + 1);
  }
}
