import { describe, expect, it } from 'vitest';
import { checkChoices, confirmRequestOf, createRequestOf, deliveryOf, parseBuyProduct, remarksToSend, sharedByOf } from './checkout';

describe('the purchase in the address', () => {
  it('reads product id → quantity', () => {
    expect(parseBuyProduct('{"101301":2,"1001":1}')).toEqual({ 101301: 2, 1001: 1 });
  });

  it.each(['', 'null', '[]', '{}', '{"a":1}', '{"1001":0}', '{"1001":1.5}', '{"1001":"2"}', '{"1001":-1}', 'not json'])(
    'refuses %s',
    (text) => {
      expect(parseBuyProduct(text)).toBeNull();
    },
  );

  it('becomes the confirm payload with the sale and share parameters as given', () => {
    expect(confirmRequestOf({ buy_product: '{"101301":2}', sale_type: '1', store_share: '1', agency_store_id: '88' })).toEqual({
      buy_product: { 101301: 2 },
      sale_type: '1',
      store_share: '1',
      agency_store_id: '88',
    });
    expect(confirmRequestOf({ buy_product: '{}' })).toBeNull();
  });
});

describe('submit checks (mall-spec §5)', () => {
  it('asks for the payment method first, then the address', () => {
    expect(checkChoices({ paymentId: null, addressId: null })).toEqual({ ok: false, problem: '请选择支付方式' });
    expect(checkChoices({ paymentId: 1, addressId: null })).toEqual({ ok: false, problem: '请选择收货地址' });
    expect(checkChoices({ paymentId: 1, addressId: 7 })).toEqual({ ok: true, addressId: 7, paymentId: 1 });
  });
});

describe('the create payload (mall-spec §7)', () => {
  const confirm = { buy_product: { 101301: 2 }, sale_type: '1', store_share: '0' };

  it('is the confirm payload plus address_id, payment_id, remark by seller id and open_id', () => {
    expect(createRequestOf(confirm, { addressId: 7, paymentId: 1, remarks: { 201: ' 放门口 ', 202: '   ' }, openId: 'oABC' })).toEqual({
      buy_product: { 101301: 2 },
      sale_type: '1',
      store_share: '0',
      address_id: 7,
      payment_id: 1,
      remark: { 201: '放门口' },
      open_id: 'oABC',
    });
  });

  it('credits the order to whoever shared the goods link, when the address says', () => {
    const choices = { addressId: 7, paymentId: 1, remarks: {}, openId: 'oABC' };
    expect(createRequestOf(confirm, choices, sharedByOf({ inviter: '10002', uid: '77' }))).toMatchObject({ inviter: '10002', uid: '77' });
    expect(createRequestOf(confirm, choices, sharedByOf({}))).not.toHaveProperty('inviter');
  });

  it('sends only remarks with text in them', () => {
    expect(remarksToSend({})).toEqual({});
    expect(remarksToSend({ 5: '', 6: '尽快发货' })).toEqual({ 6: '尽快发货' });
  });
});

describe('the delivery address', () => {
  it('reads the confirm answer and the address list alike', () => {
    const place = { full_name: '张三', mobile: '13800138000', province: '浙江省', city: '杭州市', area: '西湖区', address: '文三路1号' };
    expect(deliveryOf({ ...place, address_id: 3, is_default: 1 })).toEqual({ id: 3, name: '张三', mobile: '13800138000', place: '浙江省 杭州市 西湖区 文三路1号' });
    expect(deliveryOf({ ...place, id: 4, is_default: 0, province_id: '330000', city_id: '330100', area_id: '330106' }).id).toBe(4);
  });
});
