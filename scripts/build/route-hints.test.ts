import { describe, expect, it } from 'vitest';
import { checkPageModules, PAGE_MODULES, withGroupedEntries, type Manifest } from './route-chunks.ts';
import { routeHints, widgetHints, withHintsInPage } from './route-hints.ts';
import { MALL_ROUTES } from '../../src/app/routes/mall-routes.ts';
import { PAGE_BASICS } from '../../widgets/page-basics.ts';

const chunk = (file: string, imports: string[] = [], css: string[] = [], dynamicImports: string[] = []) => ({ file, imports, css, dynamicImports });
const FEED_LIST = '_ProductFeedList-x1.js';
const widget = (type: string) => (type.startsWith('system:') ? `widgets/system/${type.slice(7)}/widget.tsx` : `widgets/${type}/widget.tsx`);

/** A manifest in which every route's chunks exist: each widget imports a shared helper and the shell. */
function manifestForAllRoutes(): Manifest {
  const manifest: Manifest = {
    'index.html': chunk('assets/index.js', ['_runtime.js'], ['assets/index.css']),
    '_runtime.js': chunk('assets/runtime.js'),
    '_helper.js': chunk('assets/helper.js', ['_runtime.js'], ['assets/helper.css']),
    'src/features/system-page/SystemPage.tsx': chunk('assets/SystemPage.js', ['_runtime.js'], ['assets/SystemPage.css']),
  };
  for (const route of MALL_ROUTES) {
    for (const type of [route.system?.type, ...(route.preload ?? [])]) {
      if (type) manifest[widget(type)] = chunk(`assets/${type.replace(':', '-')}.js`, ['_helper.js', 'index.html'], [], type === 'product-feed' ? [FEED_LIST] : []);
    }
  }
  manifest[FEED_LIST] = chunk('assets/ProductFeedList.js', ['_helper.js'], ['assets/ProductFeedList.css']);
  for (const module of Object.values(PAGE_MODULES)) manifest[module] = chunk(`assets/${module.split('/').pop()!.replace('.tsx', '.js')}`, ['index.html']);
  return manifest;
}

describe('route hints', () => {
  it("lists the home's page, system widget, the widgets it draws and their styles, without the shell nor the feed's list (fetched after the first screen)", () => {
    const portal = routeHints(manifestForAllRoutes()).find((hint) => hint.path === '/mall/portal');
    expect(portal?.modules).toEqual([
      '/assets/SystemPage.js',
      '/assets/system-portal.js',
      '/assets/helper.js',
      '/assets/banner.js',
      '/assets/icon-grid.js',
      '/assets/product-feed.js',
    ]);
    expect(portal?.styles).toEqual(['/assets/SystemPage.css', '/assets/helper.css']);
  });

  it("lists a chunk's imported styles before its own, as Vite's loader applies them: a screen's rules come last", () => {
    const manifest = manifestForAllRoutes();
    manifest[widget('system:goods-detail')]!.css = ['assets/goods-detail.css'];
    const detail = routeHints(manifest).find((hint) => hint.path === '/mall/goods-detail');
    expect(detail?.styles).toEqual(['/assets/SystemPage.css', '/assets/helper.css', '/assets/goods-detail.css']);
  });

  it('covers every system screen and every page module the route table has', () => {
    const paths = routeHints(manifestForAllRoutes()).map((hint) => hint.path);
    for (const route of MALL_ROUTES) if (route.system || PAGE_MODULES[route.path]) expect(paths).toContain(route.path);
    expect(checkPageModules()).toEqual([]);
  });

  it("lists every operator widget's own code, not what it imports lazily, and no system widget", () => {
    const widgets = widgetHints(manifestForAllRoutes());
    expect(widgets.map((hint) => hint.type).sort()).toEqual(['banner', 'icon-grid', 'image', 'product-feed', 'product-grid', 'rich-text', 'title']);
    expect(widgets.find((hint) => hint.type === 'product-feed')).toEqual({
      type: 'product-feed',
      modules: ['/assets/product-feed.js', '/assets/helper.js'],
      styles: ['/assets/helper.css'],
    });
  });

  it("lists a group's file once for a route that draws several of its widgets, found under each widget's name", () => {
    const manifest = manifestForAllRoutes();
    for (const type of PAGE_BASICS) delete manifest[widget(type)];
    manifest['_page-basics-x1.js'] = chunk('assets/page-basics.js', ['_helper.js', 'index.html'], ['assets/page-basics.css']);
    const grouped = Object.fromEntries(PAGE_BASICS.map((type) => [widget(type), 'assets/page-basics.js']));
    const merged = withGroupedEntries(manifest, { ...grouped, 'src/shell-module.ts': 'assets/index.js' });
    const page = routeHints(merged).find((hint) => hint.path === '/active/component-active');
    expect(page).toEqual({
      path: '/active/component-active',
      modules: ['/assets/ComponentActivePage.js', '/assets/page-basics.js', '/assets/helper.js'],
      styles: ['/assets/helper.css', '/assets/page-basics.css'],
    });
    expect(widgetHints(merged).find((hint) => hint.type === 'title')?.modules).toEqual(['/assets/page-basics.js', '/assets/helper.js']);
    // Still a lazily loaded module, so the first-load budgets weigh a grouped page (scripts/budgets/first-load.ts).
    expect(merged[widget('title')]?.isDynamicEntry).toBe(true);
    // A module whose chunk Vite already names keeps that chunk's entry.
    expect(withGroupedEntries(manifest, { 'index.html': 'assets/helper.js' })['index.html']?.file).toBe('assets/index.js');
  });

  it('puts the hints in the page once, replacing those of an earlier run', () => {
    const page = '<html><head><title>t</title></head><body></body></html>';
    const first = withHintsInPage(page, { routes: [{ path: '/a', modules: ['/assets/a.js'], styles: [] }], widgets: [] });
    const again = withHintsInPage(first, { routes: [], widgets: [{ type: 'x</script>', modules: [], styles: [] }] });
    expect(again.match(/id="route-hints"/g)).toHaveLength(1);
    expect(again).not.toContain('/assets/a.js');
    const block = again.slice(again.indexOf('id="route-hints">') + 'id="route-hints">'.length, again.indexOf('</script>'));
    expect(JSON.parse(block)).toEqual({ routes: [], widgets: [{ type: 'x</script>', modules: [], styles: [] }] });
  });
});
