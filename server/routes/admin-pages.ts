/**
 * Back-office calls (CONTRACT §9): the page editor lists, reads, saves and publishes pages. Unsigned, but
 * behind the operator token (middleware/admin-token.ts); answered in the shopper API's envelope. Times
 * are ISO strings (UTC) on the server clock, as `at` is sent.
 */
import type { PageDocumentJson } from '../../src/contract/index.ts';
import { answer, pageOf, paging, param, str, type App, type Ctx, type Deps } from '../context.ts';
import { ApiError, CODE, fail } from '../envelope.ts';
import { requireAdminToken } from '../middleware/admin-token.ts';
import { parseParams } from '../middleware/parse-params.ts';
import { PAGE_ID } from '../state/page-fixtures.ts';
import { latestVersion, statusOf, versionOf, type PageRecord } from '../state/page-record.ts';
import type { Change } from '../state/page-store.ts';

const ADMIN_PATTERN = '/admin/v1/*';

/** Deeper than shopper calls may nest (nested containers and tabs), still far from what stringify overflows on. */
const ADMIN_MAX_JSON_DEPTH = 64;
const NOTE_MAX_CHARS = 200;
/** A time with its zone: without one, the server's own zone would decide when a page goes live. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const isoOrNull = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : iso(seconds));

/** Absent: `""` and null mean absent, as on the whole wire (CONTRACT §5). */
const absent = (value: unknown) => value === undefined || value === null || value === '';

function pageId(c: Ctx): string {
  const id = str(c, 'id');
  if (!id) throw new ApiError(CODE.BAD_PARAM, 'id 不能为空');
  if (!PAGE_ID.test(id)) throw new ApiError(CODE.BAD_PARAM, `id 须为正整数（收到 ${id.slice(0, 40)}）`);
  return id;
}

/** A version number parameter; undefined when absent. */
function optionalVersion(c: Ctx, key: string): number | undefined {
  const raw = param(c, key);
  if (absent(raw)) return undefined;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '';
  if (!PAGE_ID.test(text)) throw new ApiError(CODE.BAD_PARAM, `${key} 须为正整数`);
  return Number(text);
}

function requiredVersion(c: Ctx, key: string): number {
  const version = optionalVersion(c, key);
  if (version === undefined) throw new ApiError(CODE.BAD_PARAM, `${key} 不能为空`);
  return version;
}

function documentParam(c: Ctx): PageDocumentJson {
  const document = param(c, 'document');
  if (typeof document !== 'object' || document === null || Array.isArray(document)) throw new ApiError(CODE.BAD_PARAM, 'document 须为页面文档对象（CONTRACT §3）');
  return document as PageDocumentJson;
}

function noteParam(c: Ctx): string | undefined {
  const note = param(c, 'note');
  if (absent(note)) return undefined;
  if (typeof note !== 'string') throw new ApiError(CODE.BAD_PARAM, 'note 须为文字');
  return note.slice(0, NOTE_MAX_CHARS);
}

/** `at` in Unix seconds; undefined: now. */
function atParam(c: Ctx): number | undefined {
  const at = param(c, 'at');
  if (absent(at)) return undefined;
  const text = typeof at === 'string' ? at : '';
  const ms = ISO_TIME.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) throw new ApiError(CODE.BAD_PARAM, 'at 须为带时区的 ISO 时间，如 2026-11-11T10:00:00+08:00');
  return Math.floor(ms / 1000);
}

function listItem(id: string, record: PageRecord) {
  const latest = latestVersion(record);
  return {
    id: Number(id),
    title: typeof latest.document.title === 'string' ? latest.document.title : '',
    status: statusOf(record),
    updated_at: iso(latest.saved_at),
    published_version: record.live,
    draft_version: latest.version,
    scheduled_at: isoOrNull(record.scheduled?.at),
    // Not in CONTRACT §9 (extra fields are ignored): which version the waiting publication puts live.
    scheduled_version: record.scheduled?.version ?? null,
  };
}

/** Applies a change once it is on disk; if it cannot be written, takes it back and says so. */
async function durably<T>(deps: Deps, change: Change<T>): Promise<T> {
  try {
    await deps.pages.persist();
  } catch {
    change.undo();
    throw new ApiError(CODE.NOT_SAVED, '页面未能保存，请重试');
  }
  return change.result;
}

export function registerAdminPages(app: App, deps: Deps): void {
  const { pages } = deps;
  app.use(ADMIN_PATTERN, requireAdminToken(deps.options.adminToken), parseParams(ADMIN_MAX_JSON_DEPTH), async (c, next) => {
    await next();
    // Operators' drafts are for the operator's eyes only: no cache keeps them.
    c.res.headers.set('cache-control', 'no-store');
  });

  const found = (id: string): PageRecord => {
    const record = pages.record(id);
    if (!record) throw new ApiError(CODE.PAGE_NOT_FOUND, `页面 ${id} 不存在`);
    return record;
  };

  app.get('/admin/v1/pages', answer((c) => {
    const { page, size } = paging(c, 20);
    // The newest pages first. Not by updated_at: a fixture's is its file's time, which a skewed server clock does not share.
    const ids = pages.ids().sort((a, b) => Number(b) - Number(a));
    // Only the asked page's documents are read: a fixture's is read from its file.
    const { slice, has_more } = pageOf(ids, page, size);
    return { list: slice.map((id) => listItem(id, found(id))), has_more, total: ids.length };
  }));

  app.get('/admin/v1/page', answer((c) => {
    const id = pageId(c);
    const record = found(id);
    const wanted = optionalVersion(c, 'version');
    const version = wanted === undefined ? latestVersion(record) : versionOf(record, wanted);
    if (!version) throw new ApiError(CODE.VERSION_NOT_FOUND, `页面 ${id} 没有版本 ${wanted}`);
    return { id: Number(id), version: version.version, document: version.document };
  }));

  app.post('/admin/v1/page/save', answer(async (c) => {
    const id = absent(param(c, 'id')) ? undefined : pageId(c);
    const change = pages.save(id, documentParam(c), optionalVersion(c, 'base_version'), noteParam(c));
    return durably(deps, change);
  }));

  app.post('/admin/v1/page/publish', answer(async (c) => {
    const id = pageId(c);
    const published = await durably(deps, pages.publish(id, requiredVersion(c, 'version'), atParam(c)));
    return { ...published, scheduled_at: isoOrNull(published.scheduled_at) };
  }));

  app.get('/admin/v1/page/versions', answer((c) => {
    const id = pageId(c);
    const record = found(id);
    return {
      // The newest first, as a history is read.
      list: [...record.versions].reverse().map((v) => ({
        version: v.version,
        saved_at: iso(v.saved_at),
        ...(v.published_at === undefined ? {} : { published_at: iso(v.published_at) }),
        ...(v.note ? { note: v.note } : {}),
      })),
    };
  }));

  // Behind the token like the rest: an unknown back-office call is the API's 404, never the app's page.
  app.all(ADMIN_PATTERN, (c) => c.json(fail(404, '接口不存在'), 404));
}
