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
    const { api, seen } = serverAnswering(200, { code: 0, data: { list: [{ version: 1, saved_at: 'x' }] } });
    await api.publishPage(9, 2, '2026-12-01T00:00:00+08:00');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ id: 9, version: 2, at: '2026-12-01T00:00:00+08:00' });
    await expect(api.listVersions(9)).resolves.toEqual([{ version: 1, saved_at: 'x' }]);
    expect(seen[1]?.params).toEqual({ id: 9 });
  });
});
