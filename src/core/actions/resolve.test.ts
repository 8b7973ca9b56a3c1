import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkOf, resolveAction } from './resolve';
import { isSameSitePath } from './url';
import type { TargetRoutes } from './types';

const routes: TargetRoutes = {
  product: (id) => `/goods?id=${id}`,
  seller: (id) => `/shop?seller_id=${id}`,
  category: (id) => `/category/detail?id=${id}`,
  coupon: (id) => `/coupons?id=${id}`,
  index: () => '/home',
  all: () => '/category',
  integral: () => '/gold',
  open_event: (id) => `/page?id=${id}`,
  group_buy: null,
  agent: null,
  categoryBrowser: () => '/category',
};

describe('ad targets (platform-spec §7)', () => {
  it.each([
    [{ target: 'product', target_id: '1001' }, { kind: 'route', path: '/goods?id=1001' }],
    [{ target: 'seller', target_id: 7 }, { kind: 'route', path: '/shop?seller_id=7' }],
    [{ target: 'category', target_id: '12' }, { kind: 'route', path: '/category/detail?id=12' }],
    [{ target: 'coupon', target_id: '' }, { kind: 'route', path: '/coupons?id=' }],
    [{ target: 'index' }, { kind: 'route', path: '/home' }],
    [{ target: 'all' }, { kind: 'route', path: '/category' }],
    [{ target: 'integral' }, { kind: 'route', path: '/gold' }],
    [{ target: 'open_event', target_id: '101' }, { kind: 'route', path: '/page?id=101' }],
  ])('%o goes to an H5 screen', (input, expected) => {
    expect(resolveAction(input, routes)).toEqual(expected);
  });

  it.each(['group_buy', 'agent'])('%s has no H5 screen and goes to the native app', (target) => {
    const input = { target, target_id: '9', name: 'x' };
    expect(resolveAction(input, routes)).toEqual({ kind: 'bridge', action: 'openAdTarget', payload: input });
  });

  it('opens an http(s) target or url directly', () => {
    expect(resolveAction({ target: 'https://m.example-mall.test/a' }, routes)).toEqual({
      kind: 'external',
      url: 'https://m.example-mall.test/a',
    });
    expect(resolveAction({ target: 'link', url: 'http://x.test/' }, routes)).toEqual({ kind: 'external', url: 'http://x.test/' });
  });

  it("opens a link on the app's own hosts as an in-app screen, keeping only path and query", () => {
    const own = ['m.example-mall.test', 'localhost:4173'];
    expect(resolveAction({ target: 'https://m.example-mall.test/active/component-active?id=101#x' }, routes, own)).toEqual({
      kind: 'route',
      path: '/active/component-active?id=101',
    });
    expect(resolveAction('http://localhost:4173/mall/category', routes, own)).toEqual({ kind: 'route', path: '/mall/category' });
    // A look-alike host is someone else's.
    expect(resolveAction({ target: 'https://m.example-mall.test.evil.example/a' }, routes, own).kind).toBe('external');
    expect(resolveAction({ target: 'https://evil.example/https://m.example-mall.test/' }, routes, own).kind).toBe('external');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd'])(
    'refuses the scheme of %s',
    (url) => {
      expect(resolveAction({ target: url }, routes).kind).toBe('refused');
      expect(resolveAction({ target: 'link', url }, routes).kind).toBe('refused');
      expect(resolveAction(url, routes).kind).toBe('refused');
    },
  );

  it('refuses a kind that needs an id without one, and unknown kinds', () => {
    expect(resolveAction({ target: 'product', target_id: '' }, routes)).toMatchObject({ kind: 'refused' });
    expect(resolveAction({ target: 'teleport', target_id: '1' }, routes)).toMatchObject({ kind: 'refused' });
    expect(resolveAction({}, routes)).toMatchObject({ kind: 'refused' });
  });
});

describe('navigation targets (mall-spec §9)', () => {
  it.each([
    [5, '7', '/shop?seller_id=7'],
    [6, '12', '/category/detail?id=12'],
    [7, '', '/category'],
    [9, '1001', '/goods?id=1001'],
    [10, '3', '/coupons?id=3'],
    ['9', '1001', '/goods?id=1001'],
  ])('type %s with content %s goes to %s', (type, content, path) => {
    expect(resolveAction({ type, content }, routes)).toEqual({ kind: 'route', path });
  });

  it('refuses unknown types and missing content, opens a URL content', () => {
    expect(resolveAction({ type: 42, content: 'x' }, routes).kind).toBe('refused');
    expect(resolveAction({ type: 9, content: '' }, routes).kind).toBe('refused');
    expect(resolveAction({ type: 1, content: 'https://a.test/' }, routes).kind).toBe('external');
    expect(resolveAction({ type: 1, content: 'javascript:alert(1)' }, routes).kind).toBe('refused');
  });
});

it('in-app paths pass through; protocol-relative links are judged as URLs', () => {
  expect(resolveAction('/mall/portal', routes)).toEqual({ kind: 'route', path: '/mall/portal' });
  expect(resolveAction('//evil.test/x', routes).kind).toBe('refused');
});

it.each(['/\\evil.test/x', '/\t/evil.test/x', '/\n/evil.test/x', '\\\\evil.test/x'])('never routes %j, which browsers read as another host', (link) => {
  expect(resolveAction(link, routes).kind).not.toBe('route');
});

it('a link on an own host whose path names another host opens as the outside link it is', () => {
  const resolution = resolveAction('https://m.example-mall.test//evil.test/x', routes, ['m.example-mall.test']);
  expect(resolution).toEqual({ kind: 'external', url: 'https://m.example-mall.test//evil.test/x' });
});

it('linkOf finds the outside link of a target', () => {
  expect(linkOf({ target: 'https://a.test/x' })).toBe('https://a.test/x');
  expect(linkOf({ target: 'link', url: 'https://b.test/' })).toBe('https://b.test/');
  expect(linkOf({ target: 'product', target_id: '1' })).toBeNull();
});

it('isSameSitePath judges a path the way the browser will', () => {
  expect(['/', '/mall/portal?x=1', '/a//b'].every(isSameSitePath)).toBe(true);
  expect(['', 'mall', '//evil.test', '/\\evil.test', '/\t/evil.test', 'https://evil.test/'].some(isSameSitePath)).toBe(false);
});

it('isSameSitePath agrees with the URL parser on any path, its quick answer included', () => {
  const parserSays = (value: string) => {
    try {
      return new URL(value, 'https://app.invalid').origin === 'https://app.invalid';
    } catch {
      return false;
    }
  };
  const tricky = fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '.', ':', '@', '%2F', 'evil.test', 'a');
  fc.assert(
    fc.property(fc.array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 6 }), (parts) => {
      const value = `/${parts.join('')}`;
      expect(isSameSitePath(value)).toBe(parserSays(value));
    }),
    { numRuns: 2000 },
  );
});
