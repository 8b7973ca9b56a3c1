import { describe, expect, it } from 'vitest';
import type { HomeInfo, HomeItem } from '../../../src/contract';
import { homeContent, keepHomeItem } from './home-filter';

const HOSTS = ['m.example-mall.test', 'www.example-mall.test'];
const item = (fields: Partial<HomeItem>): HomeItem => ({ target: '', image: '/static/img/b/1.svg', title: 't', ...fields });

describe('home filter', () => {
  it('keeps product targets', () => {
    expect(keepHomeItem(item({ target: 'product', target_id: '1001' }), HOSTS)).toBe(true);
  });

  it('keeps items whose picture is a data:image URI, as back ends send for small icons', () => {
    expect(keepHomeItem(item({ target: 'product', target_id: '1001', image: 'data:image/png;base64,iVBORw0KGgo=' }), HOSTS)).toBe(true);
    expect(keepHomeItem(item({ target: 'product', target_id: '1001', image: 'data:text/html,<b>x</b>' }), HOSTS)).toBe(false);
  });

  it('keeps links on either of the product’s own hosts, in target or url', () => {
    expect(keepHomeItem(item({ target: 'https://m.example-mall.test/active/component-active?id=101' }), HOSTS)).toBe(true);
    expect(keepHomeItem(item({ target: 'link', url: 'https://www.example-mall.test/mall/category' }), HOSTS)).toBe(true);
    expect(keepHomeItem(item({ target: 'HTTPS://WWW.EXAMPLE-MALL.TEST/x' }), HOSTS)).toBe(true);
  });

  it.each([
    ['a foreign host', { target: 'https://evil.example.com/promo', url: 'https://evil.example.com/promo' }],
    ['a look-alike host', { target: 'https://m.example-mall.test.evil.example/x' }],
    ['a host hidden in the user part', { target: 'https://m.example-mall.test@evil.example/x' }],
    ['our host only in the path', { target: 'https://evil.example/m.example-mall.test/' }],
    ['a javascript: link', { target: 'javascript:alert(1)' }],
    ['a data: link', { target: 'link', url: 'data:text/html,<script>alert(1)</script>' }],
    ['a relative link', { target: 'link', url: '/mall/category' }],
    ['a seller target', { target: 'seller', target_id: '201' }],
    ['a coupon target', { target: 'coupon', target_id: '9001' }],
    ['an integral target', { target: 'integral' }],
    ['a product without id', { target: 'product', target_id: '' }],
    ['an item without an image', { target: 'product', target_id: '1', image: '' }],
    ['an item whose image is a javascript: URL', { target: 'product', target_id: '1', image: 'javascript:alert(1)' }],
  ])('drops %s', (_name, fields) => {
    expect(keepHomeItem(item(fields as Partial<HomeItem>), HOSTS)).toBe(false);
  });

  it('turns the home answer into banner and shortcut items with clean actions', () => {
    const info: HomeInfo = {
      banner: {
        bg_image: { url: '/static/img/b/bg.svg' },
        list: [
          item({ target: 'product', target_id: 1002, title: '双11' }),
          item({ target: 'https://evil.example.com/promo', url: 'https://evil.example.com/promo' }),
        ],
      },
      diamonds: { list: [item({ target: 'https://www.example-mall.test/mall/category', url: 'https://www.example-mall.test/mall/category', title: '全部分类', target_id: '' })] },
    };
    expect(homeContent(info, HOSTS)).toEqual({
      backdrop: '/static/img/b/bg.svg',
      banners: [{ image: '/static/img/b/1.svg', title: '双11', action: { target: 'product', target_id: '1002', name: '双11' } }],
      shortcuts: [
        {
          image: '/static/img/b/1.svg',
          title: '全部分类',
          action: { target: 'https://www.example-mall.test/mall/category', url: 'https://www.example-mall.test/mall/category', name: '全部分类' },
        },
      ],
    });
  });

  it('survives a malformed answer', () => {
    expect(homeContent(null, HOSTS)).toEqual({ backdrop: '', banners: [], shortcuts: [] });
    expect(homeContent({ banner: { list: 'x' } } as unknown as HomeInfo, HOSTS)).toEqual({ backdrop: '', banners: [], shortcuts: [] });
  });
});
