import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWING_ENTRY, DRAWING_REUSE_MS } from '../front/draw.ts';
import type { ServerOptions } from '../options.ts';
import { testServer, type TestServer } from './helpers.ts';

const PAGE = `<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body>
    <div id="root">
      <div class="boot">正在加载</div>
    </div>
    <noscript>请开启 JavaScript</noscript>
  </body></html>`;

const HINTS = {
  routes: [{ path: '/active/component-active', modules: ['/assets/page-a1.js'], styles: ['/assets/page-a1.css'] }],
  widgets: [
    { type: 'image', modules: ['/assets/image-b2.js'], styles: ['/assets/image-b2.css'] },
    { type: 'title', modules: [], styles: ['/assets/closing-c3.css'] },
  ],
};

/**
 * A stand-in for the built drawing code (src/entry-server.tsx): it draws what it was given, so the
 * test sees exactly which page and answers the server handed over, and it can be made to fail.
 */
const DRAWING = `
export async function drawScreen(href, answers, window) {
  globalThis.drawings = (globalThis.drawings ?? 0) + 1;
  if (href.includes('fail')) throw new Error('widget exploded');
  if (!href.startsWith('/active/component-active')) return null;
  const page = answers.find((answer) => answer.path === '/v1/component/page/info/get');
  const nodes = page.envelope.data.nodes.map((node) => '<div data-node-id="' + node.id + '"></div>').join('');
  return '<main data-href="' + href + '" data-dom="' + typeof window.document.createElement + '">' + nodes + '</main>';
}`;

function serving(options: Partial<ServerOptions> = {}, withDrawing = true): { server: TestServer; log: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'drawn-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/route-hints.json'), JSON.stringify(HINTS));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/page-a1.css'), '.page{color:red}');
  // A stylesheet that could end the element it would sit in (image-b2.css is missing altogether).
  writeFileSync(join(dir, 'assets/closing-c3.css'), '.x::after{content:"</style>"}');
  if (withDrawing) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, DRAWING_ENTRY), DRAWING);
  }
  const log: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void log.push(String(line)));
  return { server: testServer({ serveDir: dir, wechatSim: false, quiet: false, ...options }), log };
}

afterEach(() => vi.restoreAllMocks());

const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*?<\/div>\s*<noscript>/.exec(html)?.[0] ?? '';

describe('a server-drawn first screen', () => {
  it("puts the drawing of a published page in #root, from the page's own answers, marked for the client to take over", async () => {
    const { server } = serving();
    const html = await (await server.raw('GET', '/active/component-active?id=101')).text();
    const document = (await server.call<{ nodes: Array<{ id: string }> }>('GET', '/v1/component/page/info/get', { query: { id: 101 } })).data;
    expect(rootOf(html)).toContain('<div id="root" data-server-drawn><main data-href="/active/component-active?id=101" data-dom="function">');
    expect(html.match(/data-node-id="([^"]+)"/g)).toEqual(document.nodes.map((node) => `data-node-id="${node.id}"`));
    expect(html).not.toContain('正在加载');
    // Its styles applied before it paints, inside the page where the build's file can be read, else linked.
    // A disabled link of the same file: the app's chunk loader takes it as applied and does not add it again.
    expect(html).toContain('<style data-href="/assets/page-a1.css">.page{color:red}</style><link rel="stylesheet" crossorigin href="/assets/page-a1.css" disabled>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/page-a1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/image-b2.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/closing-c3.css">');
    // The app's code is fetched and started once the screen is painted: the files the page would have
    // announced are listed for the script that does it, not announced with the page.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="module" src="/after-paint.js?entry=/assets/index-a1.js" data-code="/assets/index-a1.js /assets/page-a1.js /assets/image-b2.js"></script>');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
  });

  it('leaves the boot screen, and the styles merely preloaded, where nothing is drawn', async () => {
    const { server } = serving();
    const draft = await (await server.raw('GET', '/active/component-active?id=101&preview=1')).text();
    expect(rootOf(draft)).not.toContain('data-server-drawn');
    expect(draft).toContain('正在加载');
    expect(draft).toContain('<link rel="preload" as="style" crossorigin href="/assets/page-a1.css">');
    expect(draft).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    const home = await (await server.raw('GET', '/mall/portal')).text();
    expect(rootOf(home)).not.toContain('data-server-drawn');
  });

  it('serves the page for the client to draw when the drawing fails, and says why in the log', async () => {
    const { server, log } = serving();
    const html = await (await server.raw('GET', '/active/component-active?id=101&fail=1')).text();
    expect(rootOf(html)).not.toContain('data-server-drawn');
    expect(html).toContain('正在加载');
    expect(log.join('\n')).toMatch(/\[draw\] \/active\/component-active\?id=101&fail=1 is left to the client: widget exploded/);
  });

  it('draws nothing with --no-draw, nor from a build without the drawing code, and never serves that code', async () => {
    const off = serving({ drawFirstScreens: false }).server;
    expect(rootOf(await (await off.raw('GET', '/active/component-active?id=101')).text())).not.toContain('data-server-drawn');
    const older = serving({}, false).server;
    expect(rootOf(await (await older.raw('GET', '/active/component-active?id=101')).text())).not.toContain('data-server-drawn');
    const { server } = serving();
    expect((await server.raw('GET', `/${DRAWING_ENTRY}`)).status).toBe(404);
  });
});

describe('drawings served again', () => {
  const drawings = () => (globalThis as { drawings?: number }).drawings ?? 0;

  it('draws a page once for the requests of the next 30 s, then again; another page is drawn on its own', async () => {
    const { server } = serving();
    const before = drawings();
    const first = await (await server.raw('GET', '/active/component-active?id=101')).text();
    const again = await (await server.raw('GET', '/active/component-active?id=101')).text();
    expect(again).toBe(first);
    expect(drawings() - before).toBe(1);
    await server.raw('GET', '/active/component-active?id=102');
    expect(drawings() - before).toBe(2);
    server.advance(DRAWING_REUSE_MS / 1000 + 1);
    await server.raw('GET', '/active/component-active?id=101');
    expect(drawings() - before).toBe(3);
  });
});
