import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRouteHints } from '../front/route-hints.ts';

const PAGE = '<html><head><title>x</title></head><body></body></html>';

function buildWithHints(routes: unknown, widgets: unknown = []): string {
  const root = mkdtempSync(join(tmpdir(), 'hints-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite/route-hints.json'), JSON.stringify({ routes, widgets }));
  return root;
}

const portal = { path: '/mall/portal', modules: ['/assets/SystemPage-a1.js', '/assets/widget-b2.js'], styles: ['/assets/widget-c3.css'] };
const shared = { path: '/share/goods/:goodid', modules: ['/assets/goods-d4.js'], styles: [] };

describe('route hints in the served page', () => {
  it("announces the route's code as module preloads and its styles as style preloads, in the head", async () => {
    const html = await withRouteHints(buildWithHints([portal]), PAGE, '/mall/portal');
    expect(html).toBe(
      '<html><head><title>x</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/SystemPage-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/widget-b2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/widget-c3.css">' +
        '</head><body></body></html>',
    );
  });

  it('matches routes with path parameters and a trailing slash', async () => {
    const root = buildWithHints([portal, shared]);
    expect(await withRouteHints(root, PAGE, '/share/goods/1001')).toContain('/assets/goods-d4.js');
    expect(await withRouteHints(root, PAGE, '/mall/portal/')).toContain('/assets/SystemPage-a1.js');
    expect(await withRouteHints(root, PAGE, '/share/goods/')).toBe(PAGE);
  });

  it('serves other paths, and builds without hints, unchanged', async () => {
    expect(await withRouteHints(buildWithHints([portal]), PAGE, '/mall/unknown')).toBe(PAGE);
    expect(await withRouteHints(mkdtempSync(join(tmpdir(), 'no-hints-')), PAGE, '/mall/portal')).toBe(PAGE);
  });

  it('skips malformed entries instead of failing the page', async () => {
    const root = buildWithHints([{ path: 7 }, { path: '/mall/portal', modules: 'x', styles: [null, '/assets/ok.css'] }]);
    expect(await withRouteHints(root, PAGE, '/mall/portal')).toContain('<link rel="preload" as="style" crossorigin href="/assets/ok.css">');
  });

  it('never announces anything but the build’s own assets', async () => {
    const hostile = { path: '/mall/portal', modules: ['https://evil.test/x.js', '/assets/"><script>x</script>.js'], styles: ['//evil.test/a.css'] };
    expect(await withRouteHints(buildWithHints([hostile]), PAGE, '/mall/portal')).toBe(PAGE);
  });

  it('adds the code of the widgets the page is known to draw, once each, and nothing for other widgets', async () => {
    const widgets = [
      { type: 'banner', modules: ['/assets/banner-e5.js', '/assets/widget-b2.js'], styles: ['/assets/banner-f6.css'] },
      { type: 'video', modules: ['/assets/video-g7.js'], styles: [] },
    ];
    const html = await withRouteHints(buildWithHints([portal], widgets), PAGE, '/mall/portal', ['banner', 'rich-text']);
    expect(html.match(/widget-b2\.js/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/banner-e5.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/banner-f6.css">');
    expect(html).not.toContain('video-g7.js');
    expect(await withRouteHints(buildWithHints([], widgets), PAGE, '/active/component-active', ['video'])).toContain('/assets/video-g7.js');
  });
});
