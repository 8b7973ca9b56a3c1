import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIMED_ANSWERS_ID, type PrimedAnswer } from '../../src/contract/embedded-answers.ts';
import type { ServerOptions } from '../options.ts';
import { testServer, type TestServer } from './helpers.ts';

const PAGE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const BLOCK = new RegExp(`<script type="application/json" id="${PRIMED_ANSWERS_ID}">(.*?)</script>`, 's');

/** A build whose hints name two operator widgets' code. */
const WIDGET_HINTS = {
  routes: [],
  widgets: [
    { type: 'banner', modules: ['/assets/banner-a1.js'], styles: [] },
    { type: 'video', modules: ['/assets/video-b2.js'], styles: [] },
  ],
};

function serving(options: Partial<ServerOptions> = {}): TestServer {
  const dir = mkdtempSync(join(tmpdir(), 'primed-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/route-hints.json'), JSON.stringify(WIDGET_HINTS));
  return testServer({ serveDir: dir, wechatSim: false, ...options });
}

async function page(server: TestServer, url: string): Promise<string> {
  return (await server.raw('GET', url)).text();
}

function answersIn(html: string): PrimedAnswer[] {
  const block = BLOCK.exec(html);
  return block ? (JSON.parse(block[1]!) as { answers: PrimedAnswer[] }).answers : [];
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g)].map((m) => m[1]);

describe('first answers in the served page', () => {
  it("puts the home's two first reads in its page, exactly as the API answers them, with the first pictures to preload", async () => {
    const server = serving();
    const html = await page(server, '/mall/portal');
    const answers = answersIn(html);
    expect(answers.map(({ path, query, for_anyone }) => ({ path, query, for_anyone }))).toEqual([
      { path: '/v1/index/get', query: {}, for_anyone: true },
      { path: '/v1/index/footer/product/list', query: { tab_id: '0', page: '1', page_size: '20' }, for_anyone: true },
    ]);
    expect(answers[0]!.envelope).toEqual(await server.call('GET', '/v1/index/get'));
    const feed = await server.call<{ products: Array<{ image: string }> }>('GET', '/v1/index/footer/product/list', { query: { tab_id: 0, page: 1, page_size: 20 } });
    expect(answers[1]!.envelope).toEqual(feed);
    const home = answers[0]!.envelope as { data: { banner: { list: Array<{ image: string }> } } };
    expect(preloads(html)).toEqual([home.data.banner.list[0]!.image, feed.data.products[0]!.image, feed.data.products[1]!.image].map((href) => href.replace(/&/g, '&amp;')));
    // In the head, so the browser fetches the pictures alongside the code.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('logs the reads it answered as answered for that page, not as the client’s', async () => {
    const server = serving();
    await page(server, '/mall/portal');
    expect(server.requests.find('/v1/index/get').map((logged) => logged.primed_for)).toEqual(['/mall/portal']);
  });

  it('logs a client read as the client’s even when it claims to be answered for a page', async () => {
    const server = serving();
    await server.call('GET', '/v1/index/get', { headers: { 'x-primed-for': '/mall/portal' } });
    expect(server.requests.find('/v1/index/get').map((logged) => logged.primed_for)).toEqual([undefined]);
  });

  it("marks a product's answer as only for a shopper without a token (it holds their favourite mark)", async () => {
    const server = serving();
    const html = await page(server, '/mall/goods-detail?id=1001&store_share=');
    const [detail] = answersIn(html);
    expect(detail).toMatchObject({ path: '/v1/product/detail/get', query: { product_id: '1001' }, for_anyone: false, envelope: { code: 0 } });
    expect(preloads(html)).toEqual([(detail!.envelope as { data: { images: string[] } }).data.images[0]!.replace(/&/g, '&amp;')]);
    expect(answersIn(await page(server, '/mall/goods-detail'))).toEqual([]);
  });

  it("answers a published operator page, preloading its first pictures and its widgets' code, but never a draft preview", async () => {
    const server = serving();
    const html = await page(server, '/active/component-active?id=106');
    expect(answersIn(html).map((answer) => answer.path)).toEqual(['/v1/component/page/info/get']);
    expect(preloads(html)).toHaveLength(3);
    // Page 104 has a banner and no video.
    const withoutVideo = await page(server, '/active/component-active?id=104');
    const types = JSON.stringify((answersIn(withoutVideo)[0]!.envelope as { data: unknown }).data).match(/"type":"[\w-]+"/g) ?? [];
    expect(types).toContain('"type":"banner"');
    expect(types).not.toContain('"type":"video"');
    expect(withoutVideo).toContain('<link rel="modulepreload" crossorigin href="/assets/banner-a1.js">');
    expect(withoutVideo).not.toContain('video-b2.js');
    expect(answersIn(await page(server, '/active/component-active?id=101&preview=1'))).toEqual([]);
  });

  it('sends only successes: a page that does not exist is left for the client to be told so', async () => {
    const server = serving();
    const html = await page(server, '/active/component-active?id=999999');
    expect(html).toBe(PAGE);
  });

  it('leaves a read with a fault waiting to the client, and the fault unused', async () => {
    const server = serving();
    server.faults.add({ path: '/v1/index/get', status: 502 });
    const answers = answersIn(await page(server, '/mall/portal'));
    expect(answers.map((answer) => answer.path)).toEqual(['/v1/index/footer/product/list']);
    expect(server.faults.all()).toHaveLength(1);
  });

  it('keeps hostile answers inside the data block: no string can end the element or become an attribute', async () => {
    const server = serving();
    expect((await server.raw('POST', '/__admin/hostile')).status).toBe(200);
    const html = await page(server, '/mall/portal');
    const block = BLOCK.exec(html)![1]!;
    expect(block).not.toMatch(/[<>]/);
    // Everything the page held before is still there, in place.
    expect(html.replace(BLOCK, '').replace(/<link rel="preload" as="image"[^>]*>/g, '')).toBe(PAGE);
    for (const href of preloads(html)) expect(href).toMatch(/^(\/(?!\/)|https:\/\/)[^"<>]*$/i);
    const title = (answersIn(html)[0]!.envelope as { data: { banner: { list: Array<{ title: string }> } } }).data.banner.list[0]!.title;
    expect(title).toMatch(/[<>"']/);
  });

  it('serves the page as it is with --no-prime', async () => {
    expect(await page(serving({ primeFirstReads: false }), '/mall/portal')).toBe(PAGE);
  });
});
