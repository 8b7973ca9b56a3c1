import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sign } from '../../src/contract/signed-call.ts';
import { createFront } from '../front/app.ts';
import { drawingHref, hasToken, pageCacheControl } from '../front/cache-control.ts';
import { FRONT_USER_AGENT, httpReader } from '../front/http-reads.ts';
import { signedQuery } from '../front/reads.ts';
import { builtDist } from './built-dist.ts';

const SECRET = 'dev-secret';
const NOW_MS = Date.UTC(2026, 10, 11, 2, 0, 0);
const SHARED = { seconds: 30, staleSeconds: 60 };

describe("a page's Cache-Control", () => {
  it('lets shared caches keep a drawn page only when nothing in its URL names a shopper', () => {
    expect(pageCacheControl({ tokenInUrl: false, drawn: true }, SHARED)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(pageCacheControl({ tokenInUrl: true, drawn: true }, SHARED)).toBe('private, no-store');
    expect(pageCacheControl({ tokenInUrl: true, drawn: false }, undefined)).toBe('private, no-store');
  });

  it('revalidates an undrawn page, and every page where shared caching is off (the demo)', () => {
    expect(pageCacheControl({ tokenInUrl: false, drawn: false }, SHARED)).toBe('no-cache');
    // Drawn from part of its answers (the back end failed a read): no shared cache keeps what an outage made.
    expect(pageCacheControl({ tokenInUrl: false, drawn: true, readFailed: true }, SHARED)).toBe('no-cache');
    expect(pageCacheControl({ tokenInUrl: false, drawn: true }, undefined)).toBe('no-cache');
    expect(pageCacheControl({ tokenInUrl: false, drawn: true }, { seconds: 0, staleSeconds: 0 })).toBe('no-cache');
  });

  it('sees a token under any value, and draws the page without it', () => {
    expect(hasToken(new URLSearchParams('id=1&token='))).toBe(true);
    expect(hasToken(new URLSearchParams('id=1'))).toBe(false);
    expect(drawingHref('/active/component-active', new URLSearchParams('id=101&token=t-1&from=mp'))).toBe('/active/component-active?id=101&from=mp');
    expect(drawingHref('/mall/portal', new URLSearchParams('token=t-1'))).toBe('/mall/portal');
  });
});

describe('a signed read', () => {
  it('carries the query, platform=h5, the timestamp in seconds and the CONTRACT §2 signature', () => {
    const query = signedQuery('/v1/component/page/info/get', { id: '101', empty: '' }, SECRET, 1_700_000_000);
    // As the client writes it (src/contract/wire-call.ts): an empty value is left out.
    expect(Object.fromEntries(query)).toEqual({ id: '101', platform: 'h5', timestamp: '1700000000', sign: sign({ id: '101', platform: 'h5', timestamp: '1700000000' }, SECRET) });
  });
});

type Answer = (url: URL, init: RequestInit) => Promise<Response>;

/** A back end of answers, recording what it was asked. */
function backEnd(answer: Answer): { fetch: typeof fetch; asked: Array<{ url: URL; headers: Headers }> } {
  const asked: Array<{ url: URL; headers: Headers }> = [];
  const fetchAnswer = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push({ url, headers: new Headers(init.headers) });
    return answer(url, init);
  }) as typeof fetch;
  return { fetch: fetchAnswer, asked };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Never answers: rejects only when the read gives up. */
const never: Answer = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }));

describe('the front reading a back end', () => {
  it('gives up after its time limit and says so', async () => {
    const read = httpReader({ api: 'http://api.test', secret: SECRET, timeoutMs: 50, fetch: backEnd(never).fetch });
    const started = Date.now();
    expect(await read({ path: '/v1/index/get', query: {} }, '/mall/portal')).toEqual({ failure: 'no answer within 50 ms' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('learns the back end’s clock from /v1/config/get on 10002 and reads once more, signed at that clock', async () => {
    const skew = 3600;
    const server = backEnd(async (url) => {
      if (url.pathname.endsWith('/v1/config/get')) return json({ code: 0, msg: 'ok', data: { ts: NOW_MS / 1000 + skew } });
      const late = Math.abs(Number(url.searchParams.get('timestamp')) - (NOW_MS / 1000 + skew)) > 300;
      return json(late ? { code: 10002, msg: '请求已过期，请校准时间', data: null } : { code: 0, msg: 'ok', data: { id: 1 } });
    });
    const read = httpReader({ api: 'http://api.test/base/', secret: SECRET, timeoutMs: 1000, fetch: server.fetch, now: () => NOW_MS });
    expect(await read({ path: '/v1/product/detail/get', query: { product_id: '9' } }, '/mall/goods-detail')).toEqual({ envelope: { code: 0, msg: 'ok', data: { id: 1 } } });
    expect(server.asked.map(({ url }) => url.pathname)).toEqual(['/base/v1/product/detail/get', '/base/v1/config/get', '/base/v1/product/detail/get']);
    const last = Object.fromEntries(server.asked[2]!.url.searchParams);
    expect(last).toMatchObject({ product_id: '9', platform: 'h5', timestamp: String(NOW_MS / 1000 + skew) });
    const { sign: given, ...fields } = last;
    expect(given).toBe(sign(fields, SECRET));
    // Anonymous: no token anywhere, and named as the front.
    for (const { url, headers } of server.asked) {
      expect(url.searchParams.has('token')).toBe(false);
      expect(headers.has('x-token')).toBe(false);
      expect(headers.get('user-agent')).toBe(FRONT_USER_AGENT);
    }
  });

  it('tells an HTTP error and an answer that is not JSON apart from a slow back end', async () => {
    const broken = httpReader({ api: 'http://api.test', secret: SECRET, timeoutMs: 1000, fetch: backEnd(async () => new Response('oops', { status: 503 })).fetch });
    expect(await broken({ path: '/v1/index/get', query: {} }, '/mall/portal')).toEqual({ failure: 'HTTP 503' });
    const garbled = httpReader({ api: 'http://api.test', secret: SECRET, timeoutMs: 1000, fetch: backEnd(async () => new Response('<html>')).fetch });
    expect(await garbled({ path: '/v1/index/get', query: {} }, '/mall/portal')).toEqual({ failure: 'an answer that is not JSON' });
  });
});

/** The drawing stand-in: one element per node of the page document. */
const build = () =>
  builtDist(
    `return '<main>' + page.envelope.data.nodes.map((node) => '<i data-node-id="' + node.id + '"></i>').join('') + '</main>';`,
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  );

const PAGE_DOCUMENT = { code: 0, msg: 'ok', data: { schema_version: 1, id: 101, nodes: [{ id: 'n1', type: 'title', props: {} }] } };

function front(answer: Answer, log: string[] = [], pageCacheMb = 64) {
  const server = backEnd(answer);
  const app = createFront({ dist: build(), api: 'http://api.test', secret: SECRET, apiTimeoutMs: 100, cacheSeconds: 30, staleSeconds: 60, pageCacheMb, proxyApi: false, log: (line) => void log.push(line), fetch: server.fetch });
  return { app, asked: server.asked };
}

describe('the front', () => {
  it('serves a drawn page that shared caches may keep, and the same drawing without the token, privately', async () => {
    const { app, asked } = front(async () => json(PAGE_DOCUMENT));
    const anonymous = await app.request('/active/component-active?id=101');
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(await anonymous.text()).toContain('<div id="root" data-server-drawn><main><i data-node-id="n1"></i></main></div>');
    const withToken = await app.request('/active/component-active?id=101&token=shopper-1');
    expect(withToken.headers.get('cache-control')).toBe('private, no-store');
    expect(await withToken.text()).toContain('data-server-drawn');
    expect(asked.every(({ url, headers }) => !url.searchParams.has('token') && !headers.has('x-token'))).toBe(true);
    expect(asked.every(({ url }) => url.searchParams.get('id') === '101')).toBe(true);
  });

  it('serves the page undrawn at once when the back end does not answer in time, and logs it once', async () => {
    const log: string[] = [];
    const { app } = front(never, log);
    const started = Date.now();
    const response = await app.request('/active/component-active?id=101');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div class="boot">正在加载</div>');
    expect(html).not.toContain('data-server-drawn');
    expect(log).toEqual(['[front] /active/component-active served undrawn: the API gave no answer within 100 ms']);
  });

  it('keeps a drawn anonymous page whole: read once, served gzipped as kept, a 304 to a client that has it', async () => {
    const { app, asked } = front(async () => json(PAGE_DOCUMENT));
    const first = await app.request('/active/component-active?id=101');
    const html = await first.text();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const gzipped = await app.request('/active/component-active?id=101', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html);
    const unchanged = await app.request('/active/component-active?id=101', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(asked).toHaveLength(1);
    // Another query is another page.
    await app.request('/active/component-active?id=101&from=feed');
    expect(asked).toHaveLength(2);
  });

  it('never keeps a page whose URL carries a token, nor one served undrawn', async () => {
    const { app, asked } = front(async () => json(PAGE_DOCUMENT));
    for (const shopper of ['shopper-1', 'shopper-1']) {
      const response = await app.request(`/active/component-active?id=101&token=${shopper}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.has('etag')).toBe(false);
    }
    expect(asked).toHaveLength(2);

    let down = true;
    const flaky = front(async () => (down ? new Response('busy', { status: 503 }) : json(PAGE_DOCUMENT)));
    expect(await (await flaky.app.request('/active/component-active?id=101')).text()).not.toContain('data-server-drawn');
    down = false;
    expect(await (await flaky.app.request('/active/component-active?id=101')).text()).toContain('data-server-drawn');
    expect(flaky.asked).toHaveLength(2);
  });

  it('reads the back end for every page with its page cache off', async () => {
    const { app, asked } = front(async () => json(PAGE_DOCUMENT), [], 0);
    for (let run = 0; run < 2; run += 1) expect((await app.request('/active/component-active?id=101')).headers.has('etag')).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('does not serve the API itself when it is not to pass it through', async () => {
    const { app } = front(async () => json(PAGE_DOCUMENT));
    expect((await app.request('/v1/index/get')).status).toBe(404);
  });
});
