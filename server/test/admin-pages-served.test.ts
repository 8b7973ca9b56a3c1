/** Back-office calls (CONTRACT §9) beyond the double: a publish reaches the demo's drawn pages, and the production front passes the calls through. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createFront } from '../front/app.ts';
import { testServer } from './helpers.ts';
import { builtDist } from './built-dist.ts';

/** The drawing stand-in: the published page's title. */
const build = () => builtDist("return '<h1>' + page.envelope.data.title + '</h1>';");

const listening: ServerType[] = [];
afterEach(() => {
  for (const server of listening.splice(0)) server.close();
});

/** The double over HTTP, as the front reaches a back end. */
async function overHttp(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
    listening.push(server);
  });
}

describe('a publish in the demo', () => {
  it('is what the next drawn page shows: drawings are kept per answer, not per address', async () => {
    const server = testServer({ serveDir: build(), wechatSim: false });
    const drawnTitle = async () => /<h1>([^<]*)<\/h1>/.exec(await (await server.raw('GET', '/active/component-active?id=101')).text())?.[1];
    expect(await drawnTitle()).toBe('双11主会场');
    const token = { 'x-admin-token': server.options.adminToken, 'content-type': 'application/json' };
    const draft = (await (await server.raw('GET', '/admin/v1/page?id=101', { headers: token })).json()) as { data: { document: Record<string, unknown> } };
    const saved = await server.raw('POST', '/admin/v1/page/save', { headers: token, body: JSON.stringify({ id: 101, base_version: 2, document: { ...draft.data.document, title: '双11返场' } }) });
    expect(await saved.json()).toMatchObject({ code: 0, data: { id: 101, version: 3 } });
    await server.raw('POST', '/admin/v1/page/publish', { headers: token, body: JSON.stringify({ id: 101, version: 3 }) });
    expect(await drawnTitle()).toBe('双11返场');
  });
});

describe('the production front', () => {
  it('passes /admin/v1/* to the back end as it is, both ways: token, body, status and headers', async () => {
    const backEnd = testServer();
    const api = await overHttp(backEnd.app.fetch);
    const front = createFront({ dist: build(), api, secret: backEnd.options.secret, apiTimeoutMs: 1000, cacheSeconds: 0, staleSeconds: 0, pageCacheMb: 0, proxyApi: true, log: () => {} });
    const token = { 'x-admin-token': backEnd.options.adminToken };

    const direct = await fetch(`${api}/admin/v1/page?id=101`, { headers: token });
    const passed = await front.request('/admin/v1/page?id=101', { headers: token });
    expect(passed.status).toBe(200);
    expect(passed.headers.get('cache-control')).toBe('no-store');
    expect(passed.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(Buffer.from(await passed.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);

    const refused = await front.request('/admin/v1/pages', { headers: { 'x-admin-token': 'wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 40100 });

    const body = JSON.stringify({ id: 102, base_version: 1, document: { schema_version: 1, title: '经前端保存', nodes: [] } });
    const saved = await front.request('/admin/v1/page/save', { method: 'POST', headers: { ...token, 'content-type': 'application/json' }, body });
    expect(await saved.json()).toEqual({ code: 0, msg: 'success', data: { id: 102, version: 2 } });
    expect(backEnd.deps.pages.draft('102')?.title).toBe('经前端保存');
  });
});
