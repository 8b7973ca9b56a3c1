import { describe, expect, it } from 'vitest';
import { checkPageModules, PAGE_MODULES, type Manifest } from './route-chunks.ts';
import { routeHints } from './route-hints.ts';
import { MALL_ROUTES } from '../../src/app/routes/mall-routes.ts';

const chunk = (file: string, imports: string[] = [], css: string[] = []) => ({ file, imports, css });
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
    for (const type of [route.system?.type, ...(route.system?.preload ?? [])]) {
      if (type) manifest[widget(type)] = chunk(`assets/${type.replace(':', '-')}.js`, ['_helper.js', 'index.html']);
    }
  }
  for (const module of Object.values(PAGE_MODULES)) manifest[module] = chunk(`assets/${module.split('/').pop()!.replace('.tsx', '.js')}`, ['index.html']);
  return manifest;
}

describe('route hints', () => {
  it("lists the home's page, system widget, the widgets it draws and their styles, without the shell", () => {
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

  it('covers every system screen and every page module the route table has', () => {
    const paths = routeHints(manifestForAllRoutes()).map((hint) => hint.path);
    for (const route of MALL_ROUTES) if (route.system || PAGE_MODULES[route.path]) expect(paths).toContain(route.path);
    expect(checkPageModules()).toEqual([]);
  });
});
