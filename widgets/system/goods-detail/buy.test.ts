import { describe, expect, it } from 'vitest';
import { decideBuy, type BuyRequest } from './buy';

const product: BuyRequest['product'] = {
  product_id: 100,
  sale_type: 1,
  price_object: { price: 59 },
  stock: 9,
  limit_num: 0,
  attributes: [
    { label: '颜色', options: [{ option_id: 11, title: '红', image: '' }] },
    { label: '尺码', options: [{ option_id: 21, title: 'S', image: '' }, { option_id: 22, title: 'M', image: '' }] },
  ],
  child_products: [
    { sku_code: '11_21', stock: 3, price_object: { price: 59 }, product_id: 101 },
    { sku_code: '11_22', stock: 0, price_object: { price: 69 }, product_id: 102 },
  ],
};

const base: BuyRequest = { product, selection: [11, 21], quantity: 2 };
const query = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('buy decision', () => {
  it('names the first attribute still to choose', () => {
    expect(decideBuy({ ...base, selection: [null, null] })).toEqual({ kind: 'tell', message: '请选择颜色' });
    expect(decideBuy({ ...base, selection: [11, null] })).toEqual({ kind: 'tell', message: '请选择尺码' });
  });

  it('refuses a combination with nothing in stock', () => {
    expect(decideBuy({ ...base, selection: [11, 22] })).toEqual({ kind: 'tell', message: '该规格已售罄' });
  });

  it('opens the confirm page with the child product, quantity and sale type', () => {
    const decision = decideBuy(base);
    if (decision.kind !== 'buy') throw new Error('expected buy');
    expect(decision.path.startsWith('/mall/confirm?')).toBe(true);
    expect(JSON.parse(query(decision.path).get('buy_product') ?? '')).toEqual({ 101: 2 });
    expect(query(decision.path).get('sale_type')).toBe('1');
    expect(query(decision.path).has('agency_store_id')).toBe(false);
  });

  it('passes the agency store only for a store share', () => {
    const shared = decideBuy({ ...base, storeShare: '1', agencyStoreId: '8002' });
    const unshared = decideBuy({ ...base, storeShare: '0', agencyStoreId: '8002' });
    if (shared.kind !== 'buy' || unshared.kind !== 'buy') throw new Error('expected buy');
    expect(query(shared.path).get('agency_store_id')).toBe('8002');
    expect(query(shared.path).get('store_share')).toBe('1');
    expect(query(unshared.path).has('agency_store_id')).toBe(false);
  });

  it('keeps who shared the link (/share/goods/{id}: inviter, uid) on the way to the order', () => {
    const decision = decideBuy({ ...base, inviter: '10002', uid: '77' });
    if (decision.kind !== 'buy') throw new Error('expected buy');
    expect(query(decision.path).get('inviter')).toBe('10002');
    expect(query(decision.path).get('uid')).toBe('77');
    const direct = decideBuy(base);
    if (direct.kind !== 'buy') throw new Error('expected buy');
    expect(query(direct.path).has('inviter')).toBe(false);
  });

  it('hands the host’s goods page the product, the chosen child, the quantity and who shared it', () => {
    const decision = decideBuy({ ...base, storeShare: '1', agencyStoreId: '8002', inviter: '10002', uid: '77' });
    if (decision.kind !== 'buy') throw new Error('expected buy');
    expect(decision.fields).toEqual({ product_id: 100, sku_id: 101, num: 2, agency_store_id: '8002', store_share: '1', inviter: '10002', uid: '77' });
    expect(decision.purchase).toBe('{"101":2}');
  });

  it('buys a product without attributes as itself', () => {
    const plain = { ...product, attributes: [], child_products: [] };
    const decision = decideBuy({ ...base, product: plain, selection: [], quantity: 1 });
    if (decision.kind !== 'buy') throw new Error('expected buy');
    expect(JSON.parse(query(decision.path).get('buy_product') ?? '')).toEqual({ 100: 1 });
    expect(decision.fields).toMatchObject({ product_id: 100, sku_id: 100, num: 1 });
  });
});
