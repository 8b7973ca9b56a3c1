/** Back-office calls (CONTRACT §9): the page store behind the editor, and what shoppers see of it. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/contract/index.ts';
import type { PageDocument } from '../../src/contract/component/page-document.ts';
import { signedQuery } from '../front/reads.ts';
import { sameToken } from '../middleware/admin-token.ts';
import { projectRoot } from '../options.ts';
import { nodeFileIo, type FileIo } from '../state/durable-file.ts';
import { FIRST_NEW_PAGE_ID, PageStore } from '../state/page-store.ts';
import { testServer, type TestServer } from './helpers.ts';

const FIXTURES = join(projectRoot, 'fixtures/pages');
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as PageDocument;

interface ListItem {
  id: number;
  title: string;
  status: string;
  updated_at: string;
  published_version: number | null;
  draft_version: number;
  scheduled_at: string | null;
}
interface PageList {
  list: ListItem[];
  has_more: boolean;
  total: number;
}
interface PageRead {
  id: number;
  version: number;
  document: PageDocument;
}
interface Versions {
  list: Array<{ version: number; saved_at: string; published_at?: string; note?: string }>;
}

/** A back-office call with the operator token (or `token` instead of it; null: none). */
async function admin<T>(server: TestServer, method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}, token: string | null = server.options.adminToken) {
  const headers: Record<string, string> = token === null ? {} : { 'x-admin-token': token };
  const query = method === 'GET' ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}` : '';
  const init: RequestInit = method === 'POST' ? { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(input) } : { method, headers };
  const response = await server.app.request(`${path}${query}`, init);
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

async function data<T>(server: TestServer, method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}): Promise<T> {
  const { envelope } = await admin<T>(server, method, path, input);
  expect(envelope.msg).toBe('success');
  return envelope.data;
}

/** The shopper's answer exactly as sent: published (`info/get`) or the draft (`preview`). */
async function shopperText(server: TestServer, id: number, draft = false): Promise<string> {
  const path = draft ? '/v1/component/page/preview' : '/v1/component/page/info/get';
  const query = signedQuery(path, { id: String(id) }, server.options.secret, server.deps.clock.now());
  return (await server.app.request(`${path}?${query}`)).text();
}

async function shopperDoc(server: TestServer, id: number, draft = false): Promise<Envelope<PageDocument>> {
  return JSON.parse(await shopperText(server, id, draft)) as Envelope<PageDocument>;
}

const fixtureAnswer = (name: string) => JSON.stringify({ code: 0, msg: 'success', data: fixture(name) });
const edited = (title: string): PageDocument => ({ ...fixture('101.json'), title });

describe('the operator token', () => {
  it('refuses a call without it, with a wrong one or with a shopper token: HTTP 401, nothing changed', async () => {
    const server = testServer();
    const shopper = await server.login();
    const save = { id: 101, document: edited('不该保存'), base_version: 2 };
    for (const token of [null, 'wrong', shopper, `${server.options.adminToken}x`]) {
      const { status, envelope } = await admin(server, 'POST', '/admin/v1/page/save', save, token);
      expect(status).toBe(401);
      expect(envelope).toMatchObject({ code: 40100, data: null });
      expect(envelope.msg).toMatch(/运营令牌/);
    }
    const asShopper = await server.app.request('/admin/v1/pages', { headers: { 'x-token': shopper } });
    expect(asShopper.status).toBe(401);
    const publish = await admin(server, 'POST', '/admin/v1/page/publish', { id: 101, version: 2 }, 'wrong');
    expect(publish.status).toBe(401);
    expect((await data<Versions>(server, 'GET', '/admin/v1/page/versions', { id: 101 })).list.map((v) => v.version)).toEqual([2, 1]);
    expect(await shopperText(server, 101)).toBe(fixtureAnswer('101.json'));
    expect(JSON.parse(readFileSync(join(server.dataDir, 'pages.json'), 'utf8'))).toEqual({ pages: {} });
  });

  it('is compared by digest, so any length takes the same time', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abcd')).toBe(false);
    expect(sameToken('', 'abc')).toBe(false);
  });

  it('is a fresh random one per app unless given', () => {
    expect(testServer().options.adminToken).not.toBe(testServer().options.adminToken);
    expect(testServer({ adminToken: 'operator-1' }).options.adminToken).toBe('operator-1');
  });
});

describe('pages from the fixtures', () => {
  it('lists every fixture page with its title, status and versions, paged', async () => {
    const server = testServer();
    const all = await data<PageList>(server, 'GET', '/admin/v1/pages', { page: 1, page_size: 100 });
    expect(all.has_more).toBe(false);
    expect(all.total).toBe(all.list.length);
    const byId = new Map(all.list.map((item) => [item.id, item]));
    expect(byId.get(101)).toMatchObject({ title: fixture('101.draft.json').title, status: 'published', published_version: 1, draft_version: 2, scheduled_at: null });
    expect(byId.get(102)).toMatchObject({ status: 'published', published_version: 1, draft_version: 1 });
    expect(byId.get(115)).toMatchObject({ status: 'draft', published_version: null, draft_version: 1 });
    expect(byId.get(101)?.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    const first = await data<PageList>(server, 'GET', '/admin/v1/pages', { page: 1, page_size: 5 });
    const second = await data<PageList>(server, 'GET', '/admin/v1/pages', { page: 2, page_size: 5 });
    expect(first).toMatchObject({ has_more: true, total: all.total });
    expect([...first.list, ...second.list]).toEqual(all.list.slice(0, 10));
  });

  it('reads the draft, or a version asked for; the versions say which was published', async () => {
    const server = testServer();
    expect(await data<PageRead>(server, 'GET', '/admin/v1/page', { id: 101 })).toEqual({ id: 101, version: 2, document: fixture('101.draft.json') });
    expect(await data<PageRead>(server, 'GET', '/admin/v1/page', { id: 101, version: 1 })).toEqual({ id: 101, version: 1, document: fixture('101.json') });
    const versions = await data<Versions>(server, 'GET', '/admin/v1/page/versions', { id: 101 });
    expect(versions.list).toEqual([
      { version: 2, saved_at: expect.any(String), note: 'fixtures/pages/101.draft.json' },
      { version: 1, saved_at: expect.any(String), published_at: expect.any(String), note: 'fixtures/pages/101.json' },
    ]);
  });

  it('answers shoppers the fixture files exactly, and a fixture edited on disk at once', async () => {
    const pagesDir = mkdtempSync(join(tmpdir(), 'h5-pages-'));
    for (const name of ['101.json', '101.draft.json', '115.draft.json']) copyFileSync(join(FIXTURES, name), join(pagesDir, name));
    const server = testServer({ pagesDir });
    expect(await shopperText(server, 101)).toBe(fixtureAnswer('101.json'));
    expect(await shopperText(server, 101, true)).toBe(fixtureAnswer('101.draft.json'));
    expect((await shopperDoc(server, 115)).code).toBe(40400);
    expect(await shopperText(server, 115, true)).toBe(fixtureAnswer('115.draft.json'));
    writeFileSync(join(pagesDir, '101.json'), JSON.stringify(edited('改过的文件')));
    expect((await shopperDoc(server, 101)).data.title).toBe('改过的文件');
    // Once an operator has saved the page, the store is its truth: the file is no longer read.
    await data(server, 'POST', '/admin/v1/page/save', { id: 101, document: edited('运营保存'), base_version: 2 });
    writeFileSync(join(pagesDir, '101.json'), JSON.stringify(edited('再改文件')));
    expect((await shopperDoc(server, 101)).data.title).toBe('改过的文件');
  });
});

describe('saving', () => {
  it('makes a new version, the draft shoppers preview; the published page stays', async () => {
    const server = testServer();
    expect(await data(server, 'POST', '/admin/v1/page/save', { id: 101, document: edited('第三版'), base_version: 2, note: '改标题' })).toEqual({ id: 101, version: 3 });
    expect((await shopperDoc(server, 101, true)).data.title).toBe('第三版');
    expect(await shopperText(server, 101)).toBe(fixtureAnswer('101.json'));
    const versions = await data<Versions>(server, 'GET', '/admin/v1/page/versions', { id: 101 });
    expect(versions.list[0]).toEqual({ version: 3, saved_at: new Date(server.deps.clock.now() * 1000).toISOString(), note: '改标题' });
    const listed = (await data<PageList>(server, 'GET', '/admin/v1/pages', { page_size: 100 })).list.find((item) => item.id === 101);
    expect(listed).toMatchObject({ title: '第三版', status: 'published', draft_version: 3, published_version: 1, updated_at: versions.list[0]?.saved_at });
  });

  it('refuses a save based on an older version with 40900, overwriting nothing', async () => {
    const server = testServer();
    await data(server, 'POST', '/admin/v1/page/save', { id: 101, document: edited('甲的修改'), base_version: 2 });
    const { envelope } = await admin(server, 'POST', '/admin/v1/page/save', { id: 101, document: edited('乙的修改'), base_version: 2 });
    expect(envelope).toMatchObject({ code: 40900, data: null });
    expect(envelope.msg).toContain('已被他人保存');
    expect(await data<PageRead>(server, 'GET', '/admin/v1/page', { id: 101 })).toMatchObject({ version: 3, document: { title: '甲的修改' } });
    expect((await shopperDoc(server, 101, true)).data.title).toBe('甲的修改');
    expect((await data<Versions>(server, 'GET', '/admin/v1/page/versions', { id: 101 })).list).toHaveLength(3);
  });

  it('makes a new page from nothing, with a fresh id above every page', async () => {
    const server = testServer();
    const document = { ...fixture('102.json'), title: '新页面' };
    const created = await data<{ id: number; version: number }>(server, 'POST', '/admin/v1/page/save', { document });
    expect(created.version).toBe(1);
    expect(created.id).toBeGreaterThanOrEqual(FIRST_NEW_PAGE_ID);
    const next = await data<{ id: number }>(server, 'POST', '/admin/v1/page/save', { document });
    expect(next.id).toBe(created.id + 1);
    // The store owns the ids: the document says which page it is.
    expect(await data<PageRead>(server, 'GET', '/admin/v1/page', { id: created.id })).toEqual({ id: created.id, version: 1, document: { ...document, id: created.id } });
    expect((await shopperDoc(server, created.id, true)).data.title).toBe('新页面');
    expect((await shopperDoc(server, created.id)).code).toBe(40400);
    expect((await data<PageList>(server, 'GET', '/admin/v1/pages', { page_size: 1 })).list[0]).toMatchObject({ id: next.id, status: 'draft', published_version: null });
  });

  it('answers bad input with a message and changes nothing', async () => {
    const server = testServer();
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['/admin/v1/page/save', { id: 101 }, 40000],
      ['/admin/v1/page/save', { id: 101, document: [1, 2] }, 40000],
      ['/admin/v1/page/save', { id: 101, document: 'text' }, 40000],
      ['/admin/v1/page/save', { id: 'abc', document: edited('x') }, 40000],
      ['/admin/v1/page/save', { id: 999_999, document: edited('x') }, 40400],
      ['/admin/v1/page/save', { id: 101, document: edited('x'), base_version: 9 }, 40410],
      ['/admin/v1/page/save', { id: 101, document: edited('x'), base_version: 'two' }, 40000],
      ['/admin/v1/page/publish', { id: 101 }, 40000],
      ['/admin/v1/page/publish', { id: 101, version: 7 }, 40410],
      ['/admin/v1/page/publish', { id: 999_999, version: 1 }, 40400],
      ['/admin/v1/page/publish', { id: 101, version: 2, at: 'tomorrow' }, 40000],
      ['/admin/v1/page/publish', { id: 101, version: 2, at: '2026-11-12T10:00:00' }, 40000],
      ['/admin/v1/page/publish', { id: 101, version: 2, at: 1_800_000_000 }, 40000],
    ];
    for (const [path, body, code] of cases) {
      const { envelope } = await admin(server, 'POST', path, body);
      expect({ path, body, code: envelope.code }).toEqual({ path, body, code });
      expect(envelope.msg).not.toBe('');
    }
    for (const [query, code] of [[{ id: 'x1' }, 40000], [{}, 40000], [{ id: 999_999 }, 40400], [{ id: 101, version: 5 }, 40410]] as const) {
      expect((await admin(server, 'GET', '/admin/v1/page', query)).envelope.code).toBe(code);
    }
    expect((await admin(server, 'GET', '/admin/v1/page/versions', { id: '1e3' })).envelope.code).toBe(40000);
    const notJson = await server.app.request('/admin/v1/page/save', { method: 'POST', headers: { 'x-admin-token': server.options.adminToken, 'content-type': 'application/json' }, body: '{"id":' });
    expect(((await notJson.json()) as Envelope<null>).code).toBe(40000);
    expect(JSON.parse(readFileSync(join(server.dataDir, 'pages.json'), 'utf8'))).toEqual({ pages: {} });
    expect(await shopperText(server, 101)).toBe(fixtureAnswer('101.json'));
    expect((await admin(server, 'GET', '/admin/v1/nothing')).status).toBe(404);
  });

  it('keeps the body limit', async () => {
    const server = testServer();
    const big = { id: 101, document: { ...edited('x'), padding: 'x'.repeat(1024 * 1024) } };
    const { status, envelope } = await admin(server, 'POST', '/admin/v1/page/save', big);
    expect(status).toBe(413);
    expect(envelope.code).toBe(41300);
  });
});

describe('publishing', () => {
  it('puts a version live now; publishing an old one is the rollback', async () => {
    const server = testServer();
    await data(server, 'POST', '/admin/v1/page/save', { id: 101, document: edited('上线版'), base_version: 2 });
    expect(await data(server, 'POST', '/admin/v1/page/publish', { id: 101, version: 3 })).toEqual({ id: 101, published_version: 3, scheduled_at: null });
    expect((await shopperDoc(server, 101)).data.title).toBe('上线版');
    server.advance(60);
    expect(await data(server, 'POST', '/admin/v1/page/publish', { id: 101, version: 1 })).toEqual({ id: 101, published_version: 1, scheduled_at: null });
    expect(await shopperText(server, 101)).toBe(fixtureAnswer('101.json'));
    expect((await shopperDoc(server, 101, true)).data.title).toBe('上线版');
    const versions = await data<Versions>(server, 'GET', '/admin/v1/page/versions', { id: 101 });
    expect(versions.list.find((v) => v.version === 1)?.published_at).toBe(new Date(server.deps.clock.now() * 1000).toISOString());
    expect((await data<PageList>(server, 'GET', '/admin/v1/pages', { page_size: 100 })).list.find((item) => item.id === 101)).toMatchObject({ status: 'published', published_version: 1, draft_version: 3 });
  });

  it('at a time: shoppers see the old version until then, the new one from then on the server clock', async () => {
    const server = testServer();
    await data(server, 'POST', '/admin/v1/page/save', { id: 102, document: { ...fixture('102.json'), title: '零点上线' }, base_version: 1 });
    const at = new Date((server.deps.clock.now() + 3600) * 1000);
    const inChina = `${new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19)}+08:00`;
    expect(await data(server, 'POST', '/admin/v1/page/publish', { id: 102, version: 2, at: inChina })).toEqual({ id: 102, published_version: 2, scheduled_at: at.toISOString() });
    expect(await shopperText(server, 102)).toBe(fixtureAnswer('102.json'));
    expect((await data<PageList>(server, 'GET', '/admin/v1/pages', { page_size: 100 })).list.find((item) => item.id === 102)).toMatchObject({ status: 'scheduled', published_version: 1, scheduled_at: at.toISOString() });
    server.advance(3599);
    expect(await shopperText(server, 102)).toBe(fixtureAnswer('102.json'));
    server.advance(1);
    expect((await shopperDoc(server, 102)).data.title).toBe('零点上线');
    expect((await data<PageList>(server, 'GET', '/admin/v1/pages', { page_size: 100 })).list.find((item) => item.id === 102)).toMatchObject({ status: 'published', published_version: 2, scheduled_at: null });
    expect((await data<Versions>(server, 'GET', '/admin/v1/page/versions', { id: 102 })).list[0]).toMatchObject({ version: 2, published_at: at.toISOString() });
  });

  it('at a time already past: now', async () => {
    const server = testServer();
    const past = new Date((server.deps.clock.now() - 60) * 1000).toISOString();
    expect(await data(server, 'POST', '/admin/v1/page/publish', { id: 101, version: 2, at: past })).toEqual({ id: 101, published_version: 2, scheduled_at: null });
    expect(await shopperText(server, 101)).toBe(fixtureAnswer('101.draft.json'));
  });
});

describe('the pages on disk', () => {
  it('survive a restart; --reset and /__admin/reset go back to the fixtures', async () => {
    const first = testServer();
    const created = await data<{ id: number }>(first, 'POST', '/admin/v1/page/save', { document: edited('留存') });
    await data(first, 'POST', '/admin/v1/page/publish', { id: created.id, version: 1 });
    await data(first, 'POST', '/admin/v1/page/save', { id: 101, document: edited('草稿三'), base_version: 2 });
    first.close();

    const again = testServer({ dataDir: first.dataDir });
    expect((await shopperDoc(again, created.id)).data.title).toBe('留存');
    expect((await shopperDoc(again, 101, true)).data.title).toBe('草稿三');
    expect((await data<Versions>(again, 'GET', '/admin/v1/page/versions', { id: 101 })).list).toHaveLength(3);
    again.close();

    const reset = testServer({ dataDir: first.dataDir, reset: true });
    expect((await shopperDoc(reset, created.id)).code).toBe(40400);
    expect(await shopperText(reset, 101, true)).toBe(fixtureAnswer('101.draft.json'));

    await data(reset, 'POST', '/admin/v1/page/save', { id: 101, document: edited('又一稿'), base_version: 2 });
    await reset.raw('POST', '/__admin/reset');
    expect(await shopperText(reset, 101, true)).toBe(fixtureAnswer('101.draft.json'));
  });

  it('moves an unusable pages.json aside and starts from the fixtures', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'h5-pages-data-'));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'pages.json'), '{"pages":{"101":{"versions":[]}}}');
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (line: string) => void warnings.push(line);
    try {
      testServer({ dataDir });
    } finally {
      console.warn = original;
    }
    expect(warnings.join('\n')).toMatch(/pages\.json is unusable \(page 101 has no versions\); moved it to .*pages\.json\.corrupt-.* and started from the page fixtures/);
    expect(JSON.parse(readFileSync(join(dataDir, 'pages.json'), 'utf8'))).toEqual({ pages: {} });
  });
});

describe('a page change the disk refuses', () => {
  it('is taken back and answered 50300: the page is as it was', async () => {
    let diskFull = false;
    const io: FileIo = {
      ...nodeFileIo,
      async writeSynced(path, text) {
        if (diskFull) throw new Error('ENOSPC: no space left on device, write');
        await nodeFileIo.writeSynced(path, text);
      },
    };
    const warnings: string[] = [];
    const store = new PageStore({ dataDir: mkdtempSync(join(tmpdir(), 'h5-pages-full-')), pagesDir: FIXTURES, now: () => 1_800_000_000, reset: false, debounceMs: 0, retryMs: 60_000, warn: (line) => void warnings.push(line), io });
    diskFull = true;
    const saved = store.save('101', { ...edited('写不进去') }, 2, undefined);
    await expect(store.persist()).rejects.toThrow(/ENOSPC/);
    saved.undo();
    expect(store.draft('101')).toEqual(fixture('101.draft.json'));
    expect(store.record('101')?.versions).toHaveLength(2);
    diskFull = false;
    const published = store.publish('101', 2, undefined);
    store.flush();
    expect(store.published('101')).toEqual(fixture('101.draft.json'));
    diskFull = true;
    const rollback = store.publish('101', 1, undefined);
    await expect(store.persist()).rejects.toThrow(/ENOSPC/);
    rollback.undo();
    expect(store.published('101')).toEqual(fixture('101.draft.json'));
    expect(published.result).toEqual({ id: 101, published_version: 2, scheduled_at: null });
    expect(warnings.some((line) => line.includes('could not write'))).toBe(true);
  });
});

describe('outside demo mode', () => {
  it('answers the API’s 404 in replay mode: the operators’ pages are the demo’s', async () => {
    const server = testServer({ mode: 'replay', fixturesDir: mkdtempSync(join(tmpdir(), 'h5-recorded-')) });
    const { status, envelope } = await admin(server, 'GET', '/admin/v1/pages');
    expect(status).toBe(404);
    expect(envelope).toMatchObject({ code: 404, data: null });
  });
});
