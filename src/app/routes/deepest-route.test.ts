import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { deepestRouteAt } from './deepest-route';

const screens: RouteObject[] = [
  { id: 'portal', path: '/mall/portal' },
  { id: 'goods', path: '/share/goods/:goodid' },
  { id: 'unmatched', path: '*' },
];
const table: RouteObject[] = [{ id: 'shell', children: screens }];

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
});
