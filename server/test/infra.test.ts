import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer, FavoriteProductPage, MissionCompleteResult, MissionIndex, NavConfig, WeixinAuthInfo } from '../../src/contract/index.ts';
import type { PageDocument } from '../../src/contract/component/page-document.ts';
import { injectSimScript } from '../sim/routes.ts';
import { testServer } from './helpers.ts';

const json = { 'content-type': 'application/json' };

describe('persistence', () => {
  it('keeps state across a restart on the same data dir, and --reset reseeds', async () => {
    const first = testServer();
    const token = await first.login();
    await first.call('POST', '/v1/product/favorite/remove', { token, body: { product_id: 1200 } });
    await first.call('POST', '/v1/product/favorite/add', { token, body: { product_id: 1200 } });
    first.close();
    // No temp file left behind; the operators' pages have a file of their own (server/state/page-store.ts).
    expect(readdirSync(first.dataDir).sort()).toEqual(['pages.json', 'state.json']);

    const second = testServer({ dataDir: first.dataDir });
    const favourites = await second.call<FavoriteProductPage>('GET', '/1/customer/favorite_product_items', { token, query: { page: 1 } });
    expect(favourites.code).toBe(0);
    expect(favourites.data.sh_products[0]?.sh_id).toBe(1200);
    second.close();

    const reset = testServer({ dataDir: first.dataDir, reset: true });
    expect((await reset.call<Customer>('GET', '/v1/customer/index/get', { token })).data.customer_id).toBe(0);
  });
});

describe('fault injection and request log', () => {
  it('fails the next matching calls, then recovers', async () => {
    const server = testServer();
    await server.raw('POST', '/__admin/faults', { headers: json, body: JSON.stringify({ path: '/v1/index/get', code: 130210, msg: 'boom', times: 2 }) });
    expect((await server.call('GET', '/v1/index/get')).code).toBe(130210);
    expect((await server.call('GET', '/v1/index/get')).msg).toBe('boom');
    expect((await server.call('GET', '/v1/index/get')).code).toBe(0);

    await server.raw('POST', '/__admin/faults', { headers: json, body: JSON.stringify({ path: '/v1/category/index', body: '{"code":0,' }) });
    const malformed = await server.raw('GET', '/v1/category/index');
    expect(await malformed.text()).toBe('{"code":0,');

    await server.raw('POST', '/__admin/faults', { headers: json, body: JSON.stringify({ path: '/v1/category/index', status: 503, method: 'GET' }) });
    expect((await server.raw('GET', '/v1/category/index')).status).toBe(503);

    await server.raw('POST', '/__admin/faults', { headers: json, body: JSON.stringify({ path: '/v1/category/index', code: 1 }) });
    await server.raw('DELETE', '/__admin/faults');
    expect((await server.call('GET', '/v1/category/index')).code).toBe(0);

    const log = (await (await server.raw('GET', '/__admin/requests?path=/v1/index/get')).json()) as { requests: { query: Record<string, string> }[] };
    expect(log.requests).toHaveLength(3);
    expect(log.requests[0]?.query.platform).toBe('h5');
  });

  it('is absent without --test-hooks', async () => {
    const server = testServer({ testHooks: false });
    expect((await server.raw('POST', '/__admin/reset')).status).toBe(404);
  });
});

describe('record and replay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('records masked fixtures from an upstream and replays them in order', async () => {
    const upstream = testServer();
    const fixturesDir = mkdtempSync(join(tmpdir(), 'h5-fixtures-'));
    vi.stubGlobal('fetch', (input: URL, init?: RequestInit) => upstream.app.request(input.pathname + input.search, init));
    const recorder = testServer({ mode: 'record', upstream: 'https://api.example-mall.test', fixturesDir });
    // The recorder forwards the client's signed call as-is; the upstream checks it.
    const login = await recorder.call<{ token: string }>('POST', '/v1/customer/login/captcha_login', { body: { mobile: '13800138000', captcha: '123456' } });
    expect(login.data.token).toMatch(/^[0-9a-f]{48}$/);
    const token = login.data.token;
    await recorder.call('GET', '/v1/customer/address/list', { token, query: { type: 3 } });
    await recorder.call('GET', '/v1/customer/index/get', { token });
    await recorder.call('POST', '/v1/product/favorite/add', { token, body: { product_id: 1100 } });
    await recorder.call('GET', '/v1/customer/index/get', { token });
    vi.unstubAllGlobals();

    const files = readdirSync(fixturesDir);
    expect(files).toHaveLength(5);
    const text = files.map((f) => readFileSync(join(fixturesDir, f), 'utf8')).join('\n');
    expect(text).not.toContain('13800138000');
    expect(text).not.toContain(token);
    expect(text).not.toContain('张小鹿');
    expect(text).toContain('138****8000');

    const replay = testServer({ mode: 'replay', fixturesDir });
    const replayedLogin = await replay.call<{ token: string }>('POST', '/v1/customer/login/captcha_login', { body: { mobile: '13800138000', captcha: '999999' } });
    expect(replayedLogin.data.token).toBe('MASKED_TOKEN');
    const addresses = await replay.call<{ list: { full_name: string }[] }>('GET', '/v1/customer/address/list', { query: { type: 3 }, token: 'anything' });
    expect(addresses.data.list[0]?.full_name).toBe('张**');
    expect((await replay.call('GET', '/v1/customer/index/get')).code).toBe(0);
    expect((await replay.call('GET', '/v1/customer/index/get')).code).toBe(0);
    const missing = await replay.call('GET', '/v1/customer/address/list', { query: { type: 4 } });
    expect(missing).toMatchObject({ code: 40499, msg: expect.stringContaining('GET /v1/customer/address/list') });
  });

  it('replays a hand-written fixture directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-replay-'));
    mkdirSync(dir, { recursive: true });
    const { callKey } = await import('../proxy/fixture-key.ts');
    const params = { product_id: '1001' };
    writeFileSync(join(dir, 'a.json'), JSON.stringify({
      method: 'GET', path: '/v1/product/detail/get', params, key: callKey('GET', '/v1/product/detail/get', params), seq: 1, status: 200,
      response: { code: 0, msg: 'ok', data: { product_id: 1001, title: 'recorded' } }, recorded_at: '',
    }));
    const replay = testServer({ mode: 'replay', fixturesDir: dir });
    const res = await replay.call<{ title: string }>('GET', '/v1/product/detail/get', { query: { product_id: 1001 } });
    expect(res.data.title).toBe('recorded');
  });
});

describe('WeChat stand-in', () => {
  const server = testServer();

  it('redirects OAuth only to the same origin and maps codes to a stable openid', async () => {
    const foreign = await server.raw('GET', '/__sim/oauth2/authorize?appid=wx0&redirect_uri=https%3A%2F%2Fevil.example.com%2Fcb&response_type=code&scope=snsapi_base&state=s1');
    expect(foreign.status).toBe(400);
    const sneaky = await server.raw('GET', '/__sim/oauth2/authorize?redirect_uri=%2F%2Fevil.example.com%2Fcb&state=s1');
    expect(sneaky.status).toBe(400);

    const ok = await server.raw('GET', `/__sim/oauth2/authorize?appid=wx0&redirect_uri=${encodeURIComponent('http://localhost/mall/confirm?a=1')}&response_type=code&scope=snsapi_base&state=s1`);
    expect(ok.status).toBe(302);
    const location = new URL(ok.headers.get('location')!);
    expect(location.pathname).toBe('/mall/confirm');
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^SIM-/);
    const cookie = ok.headers.get('set-cookie')!.split(';')[0]!;

    const again = await server.raw('GET', `/__sim/oauth2/authorize?redirect_uri=%2Fmall%2Fconfirm&state=s2`, { headers: { cookie } });
    const code2 = new URL(again.headers.get('location')!).searchParams.get('code')!;
    expect(code2).not.toBe(code);
    const openid = async (c: string) => (await server.call<WeixinAuthInfo>('GET', '/v1/weixin/auth/info', { query: { code: c } })).data.openid;
    expect(await openid(code)).toBe(await openid(code2));
  });

  it('serves the script and injects it before the app scripts', async () => {
    const script = await server.raw('GET', '/__sim/wechat.js');
    const text = await script.text();
    expect(text).toContain('getBrandWCPayRequest');
    expect(text).not.toMatch(/\beval\(|new Function/);
    const html = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
    expect(injectSimScript(html)).toMatch(/<script src="\/__sim\/wechat.js"><\/script>\s*<script type="module"/);
  });
});

describe('pages, navigation, missions, images', () => {
  const server = testServer();

  it('answers page documents, drafts, and 页面不存在', async () => {
    const page = await server.call<PageDocument>('GET', '/v1/component/page/info/get', { query: { id: 101 } });
    expect(page.data).toMatchObject({ schema_version: 1, id: 101, status: 'published', guide_id: 7 });
    const draft = await server.call<PageDocument>('GET', '/v1/component/page/preview', { query: { id: 101 } });
    expect(draft.data.status).toBe('draft');
    expect((await server.call('GET', '/v1/component/page/info/get', { query: { id: 999 } })).msg).toBe('页面不存在');
    const guide = await server.call<NavConfig>('GET', '/v1/component/guide/get', { query: { guide_id: 8 } });
    expect(guide.data.guide_position).toBe(2);
  });

  it('completes a mission idempotently, signs in once a day', async () => {
    const token = await server.login();
    const complete = () => server.call<MissionCompleteResult>('POST', '/1/mission/mission_complete', { token, body: { id: 8 } });
    expect((await complete()).data.already_completed).toBe(false);
    expect((await complete()).data.already_completed).toBe(true);
    expect((await server.call('POST', '/1/mission/receive_reward', { token, body: { id: 8 } })).code).toBe(0);
    expect((await server.call('GET', '/1/mission/sign', { token })).code).toBe(0);
    expect((await server.call('GET', '/1/mission/sign', { token })).code).toBe(130102);
    const index = await server.call<MissionIndex>('GET', '/1/mission/index', { token });
    expect(index.data.sign.today_signed).toBe(true);
    expect(index.data.sign.continuous_days).toBe(3);
  });

  it('draws placeholder SVGs with cache headers', async () => {
    const res = await server.raw('GET', '/static/img/p/1001-1.svg?w=300&h=200&t=%E5%A5%BD');
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age');
    const svg = await res.text();
    expect(svg).toContain('width="300"');
    expect(svg).toContain('好');
  });
});
