import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { deepestRouteAt, matchedAt } from './deepest-route';
import { ROUTE_TABLE } from './route-table';

const screens: RouteObject[] = [
  { id: 'portal', path: '/mall/portal' },
  { id: 'goods', path: '/share/goods/:goodid' },
  { id: 'unmatched', path: '*' },
];
const table: RouteObject[] = [{ id: 'shell', children: screens }];

/** The app's own table: the same shape (a layout route around the screens) and the same paths. */
const appScreens: RouteObject[] = [
  { id: 'index', index: true },
  { id: '/goods/detail', path: '/goods/detail' },
  ...ROUTE_TABLE.map((entry) => ({ id: entry.path, path: entry.path })),
  { id: '/goods/detail/:goodid', path: '/goods/detail/:goodid' },
  { id: '*', path: '*' },
];
const appTable: RouteObject[] = [{ id: 'shell', children: appScreens }];

const addresses = [
  ...ROUTE_TABLE.map((entry) => entry.path.replace(/:\w+/, '1074')),
  '/',
  '/MALL/Portal',
  '/mall/portal/',
  '/mall/portal//',
  '/download/app',
  '/mall//portal',
  '/mall/%70ortal',
  '/goods/detail',
  '/goods/detail/88',
  '/admin/pages/new',
  '/static/agreement.html',
  '/mall/portal/extra',
  '/mall/goods-detail?id=1001',
  '/mall/goods-detail/?id=1001#top',
  '/share/goods/7?from=wx',
  '/no/such?x=1',
];

vi.mock('react-router-dom', async (actual) => {
  const router = await actual<typeof import('react-router-dom')>();
  return { ...router, matchRoutes: vi.fn(router.matchRoutes) };
});

const leafId = (routes: RouteObject[], address: string) => matchRoutes(routes, address)?.at(-1)?.route.id;

describe('deepestRouteAt', () => {
  it('gives the deepest route at an address, through a layout route', () => {
    expect(deepestRouteAt(table, '/mall/portal')?.id).toBe('portal');
    expect(deepestRouteAt(table, '/share/goods/1074')?.id).toBe('goods');
    expect(deepestRouteAt(table, '/static/agreement.html')?.id).toBe('unmatched');
    expect(deepestRouteAt(screens, '/mall/portal')?.id).toBe('portal');
  });

  it('answers each table for itself, the same again for an address asked before', () => {
    const other: RouteObject[] = [{ id: 'only', path: '/mall/portal' }];
    expect(deepestRouteAt(other, '/mall/portal')?.id).toBe('only');
    expect(deepestRouteAt(other, '/mall/mine')).toBeUndefined();
    expect(deepestRouteAt(other, '/mall/mine')).toBeUndefined();
    expect(deepestRouteAt(table, '/mall/portal')?.id).toBe('portal');
  });

  it('still answers right after many addresses (ids in paths)', () => {
    for (let id = 0; id < 200; id += 1) expect(deepestRouteAt(table, `/share/goods/${id}`)?.id).toBe('goods');
    expect(deepestRouteAt(table, '/mall/portal')?.id).toBe('portal');
  });

  it("answers as react-router's own match for every route of the app, in any case, with trailing slashes or encoded", () => {
    for (const address of addresses) {
      expect(deepestRouteAt(appTable, address)?.id, address).toBe(leafId(appTable, address));
      expect(deepestRouteAt(appScreens, address)?.id, address).toBe(leafId(appScreens, address));
    }
  });

  it("finds a route with a plain path without react-router's ranking, and one with a parameter with it", () => {
    vi.mocked(matchRoutes).mockClear();
    expect(deepestRouteAt(appTable, '/Active/component-active/')?.id).toBe('/active/component-active');
    expect(matchRoutes).not.toHaveBeenCalled();
    expect(deepestRouteAt(appTable, '/mall/goods-detail?id=51#top')?.id).toBe('/mall/goods-detail');
    expect(matchRoutes).not.toHaveBeenCalled();
    expect(deepestRouteAt(appTable, '/share/goods/51')?.id).toBe('/share/goods/:goodid');
    expect(matchRoutes).toHaveBeenCalledTimes(1);
  });

  it('leaves a path two routes share to the ranking', () => {
    const shared: RouteObject[] = [{ id: 'layout', path: '/a', children: [{ id: 'index', index: true }] }, { id: 'plain', path: '/a' }];
    expect(deepestRouteAt(shared, '/a')?.id).toBe(leafId(shared, '/a'));
  });
});

describe('matchedAt', () => {
  it("cuts the table down to the matched branch, which the router matches as it matched the whole", () => {
    for (const address of addresses) {
      const { branch, table: cut } = matchedAt(appTable, address);
      expect(cut, address).toHaveLength(1);
      expect(cut[0]!.children, address).toHaveLength(1);
      expect(leafId(cut, address), address).toBe(leafId(appTable, address));
      expect(branch.map((route) => route.id), address).toEqual(matchRoutes(appTable, address)?.map((match) => match.route.id));
    }
  });

  it('keeps the routes themselves: their elements and handles are the table\'s', () => {
    const { table: cut } = matchedAt(table, '/mall/portal');
    expect(cut[0]!.children![0]).toBe(screens[0]);
    expect(matchedAt(table, '/mall/portal')).toBe(matchedAt(table, '/mall/portal'));
  });
});
