import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createServerClock } from '../../../core/request/clock';
import { createHttpClient } from '../../../core/request/client';
import { createAdminApi } from './admin-api';
import { adminFailure } from './failures';

function serverAnswering(status: number, body: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: JSON.stringify(body), status, statusText: '', headers: {}, config };
    if (status >= 300) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
  const http = createHttpClient({
    baseURL: '',
    secret: 's',
    clock: createServerClock(() => 0),
    getToken: () => 'shopper',
    getDeviceId: () => null,
    onUnauthorized: () => undefined,
    notify: () => undefined,
    adapter,
  });
  return { api: createAdminApi(http, () => 'op-token'), seen };
}

describe('the back-office calls', () => {
  it('read a loose back office as the shopper\'s calls read theirs (CONTRACT §5)', async () => {
    const listed = serverAnswering(200, { code: 0, data: { list: [{ id: '12', title: null, status: 'draft', published_version: '', draft_version: '3', scheduled_at: '' }], has_more: '0', total: '1' } });
    await expect(listed.api.listPages(1, 20)).resolves.toEqual({
      list: [{ id: 12, title: '', status: 'draft', updated_at: '', published_version: null, draft_version: 3, scheduled_at: null }],
      has_more: false,
      total: 1,
    });
    const read = serverAnswering(200, { code: 0, data: { id: '12', version: '3', document: { title: 'x', nodes: null } } });
    await expect(read.api.readPage(12)).resolves.toEqual({ id: 12, version: 3, document: { title: 'x', nodes: [] } });
    const versions = serverAnswering(200, { code: 0, data: { list: null } });
    await expect(versions.api.listVersions(12)).resolves.toEqual([]);
  });

  it('refuse a saved version it cannot read, naming the field', async () => {
    const saved = serverAnswering(200, { code: 0, data: { id: 9, version: '' } });
    await expect(saved.api.savePage({ nodes: [] }, 9, 3)).rejects.toThrow('saved.version');
  });

  it('saves with the base version and the operator token', async () => {
    const { api, seen } = serverAnswering(200, { code: 0, data: { id: 9, version: 4 } });
    await expect(api.savePage({ nodes: [] }, 9, 3)).resolves.toEqual({ id: 9, version: 4 });
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ id: 9, document: { nodes: [] }, base_version: 3 });
    expect(String(seen[0]?.headers['x-admin-token'])).toBe('op-token');
  });

  it('says a stale save and a refused token in the operator\'s words', async () => {
    const stale = serverAnswering(200, { code: 40900, msg: 'conflict' });
    const staleError = await stale.api.savePage({ nodes: [] }, 9, 1).catch((error: unknown) => error);
    expect(adminFailure(staleError).kind).toBe('stale');
    const refused = serverAnswering(401, { code: 401, msg: 'no' });
    expect(adminFailure(await refused.api.listPages(1, 20).catch((error: unknown) => error)).kind).toBe('signed-out');
    expect(adminFailure(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });

  it('publishes now or at a time, and reads versions', async () => {
    const published = serverAnswering(200, { code: 0, data: { id: 9, published_version: 2, scheduled_at: '2026-11-30T16:00:00.000Z' } });
    await expect(published.api.publishPage(9, 2, '2026-12-01T00:00:00+08:00')).resolves.toEqual({ id: 9, published_version: 2, scheduled_at: '2026-11-30T16:00:00.000Z' });
    expect(JSON.parse(String(published.seen[0]?.data))).toEqual({ id: 9, version: 2, at: '2026-12-01T00:00:00+08:00' });
    const { api, seen } = serverAnswering(200, { code: 0, data: { list: [{ version: 1, saved_at: 'x' }] } });
    await expect(api.listVersions(9)).resolves.toEqual([{ version: 1, saved_at: 'x', published_at: null }]);
    expect(seen[0]?.params).toEqual({ id: 9 });
  });
});
