import { describe, expect, it } from 'vitest';
import { addressListPath, categoryDetailPath, confirmPath, goodsDetailPath, isInAppPath, orderListPath, shopDetailPath, withAddressId, withQuery } from './paths';

describe('mall paths', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(withQuery('/a', { x: 1, y: '', z: undefined, w: null, v: 'a b&c' })).toBe('/a?x=1&v=a+b%26c');
    expect(withQuery('/a', {})).toBe('/a');
  });

  it('spells each screen the way mall-spec §2 names its parameters', () => {
    expect(goodsDetailPath({ id: 1013, agency_store_id: 8002, store_share: 1 })).toBe('/mall/goods-detail?id=1013&agency_store_id=8002&store_share=1');
    expect(categoryDetailPath(11, 1)).toBe('/mall/category/detail?id=11&topcid=1');
    expect(shopDetailPath({ seller_id: 202, seller_store_type: 2, dealer_id: 3, agency_store_id: 8002 })).toBe(
      '/mall/shop-detail?seller_id=202&seller_store_type=2&dealer_id=3&agency_store_id=8002',
    );
    expect(orderListPath(2)).toBe('/mall/order/list?orderindex=2');
  });

  it('carries the purchase to the confirm page as JSON', () => {
    const path = confirmPath({ buy_product: { 5019: 2 }, sale_type: 1, store_share: 0 });
    const query = new URLSearchParams(path.split('?')[1]);
    expect(JSON.parse(query.get('buy_product') ?? '')).toEqual({ 5019: 2 });
    expect(query.get('sale_type')).toBe('1');
    expect(query.get('store_share')).toBe('0');
    expect(query.has('agency_store_id')).toBe(false);
  });

  it('returns only to in-app paths, with the chosen address', () => {
    expect(isInAppPath('/mall/confirm?x=1')).toBe(true);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '', null]) expect(isInAppPath(bad)).toBe(false);
    expect(withAddressId('/mall/confirm?buy_product=%7B%7D&address_id=1', 7)).toBe('/mall/confirm?buy_product=%7B%7D&address_id=7');
    expect(addressListPath({ redirect: '/mall/confirm?a=1' })).toBe('/mall/address/list?redirect=%2Fmall%2Fconfirm%3Fa%3D1');
  });
});
