/**
 * The decoding boundary against the three dialects of the embedded server (issue 18): every answer a
 * screen reads, taken from the demo server and written strict, loose and minimal, decodes to the same
 * screen data; minimal ones, which lack what mall-spec §3 does not list, agree on every field it lists.
 */
import { describe, expect, it } from 'vitest';
import { speak, type Dialect } from '../../../server/dialect/dialects.ts';
import { MINIMAL_SHAPES, trim } from '../../../server/dialect/minimal.ts';
import { testServer, type CallOptions } from '../../../server/test/helpers.ts';
import { mallCalls } from '../../../server/test/mall-calls.ts';
import type { OrderCreateResult } from '../types';
import * as catalog from './catalog';
import * as customer from './customer';
import * as order from './order';
import * as component from './component';
import * as mission from './mission';
import * as system from './system';
import * as weixin from './weixin';

const decoders: Record<string, (data: unknown) => unknown> = {
  '/v1/index/get': catalog.homeInfo,
  '/v1/index/footer/product/list': catalog.feedPage,
  '/v1/category/index': catalog.categories,
  '/v1/category/detail': catalog.categoryDetail,
  '/v1/product/detail/get': catalog.product,
  '/v1/seller/index': catalog.store,
  '/v1/agency/store/info': catalog.storeOwnerInfo,
  '/v1/customer/index/get': customer.customer,
  '/1/customer/favorite_product_items': customer.favoriteProductPage,
  '/v1/customer/address/list': customer.addressList,
  '/v1/customer/address/get': customer.singleAddress,
  '/v1/customer/service/info/get': customer.serviceInfo,
  '/v1/trade/order/confirm': order.orderConfirm,
  '/v1/trade/order/create': order.orderCreateResult,
  '/1/payment/pay_success': order.paySuccessInfo,
  '/v1/trade/order/buyer/list': order.orderListPage,
  '/v1/trade/order/buyer/detail': order.orderDetail,
  '/v1/trade/order/track/get': order.logisticsList,
  '/v1/trade/express/track/detail': order.logisticsDetail,
  '/v1/customer/refund/list': order.refundPage,
  '/v1/component/guide/get': component.navConfig,
  '/v1/config/get': system.systemConfig,
  '/1/mission/index': mission.missionIndex,
  '/v1/customer/sms_captcha_get': customer.smsCaptchaResult,
  '/v1/customer/login/captcha_login': customer.loginResult,
  '/v1/address/format': customer.addressFormatResult,
  '/v1/customer/address/add': customer.addressAddResult,
  '/v1/product/favorite/add': catalog.favoriteState,
  '/1/customer/add_favorite.html': catalog.followResult,
  '/v1/trade/order/urge_shipping': order.urgeResult,
  '/1/order/receiver_order': order.receiptResult,
  '/v1/coupon/receive': component.couponReceiveResult,
  '/1/mission/sign': mission.missionSignResult,
  '/1/mission/mission_complete': mission.missionCompleteResult,
  '/v1/weixin/auth/info': weixin.weixinAuthInfo,
  '/v1/weixin/js/sdk': weixin.weixinJsSdk,
};

/** Every answer a screen reads, as the strict demo server sends it: path → data. */
async function strictAnswers(): Promise<[string, unknown][]> {
  const server = testServer();
  const calls = await mallCalls(server);
  const answers: [string, unknown][] = [];
  for (const [method, path, options] of calls) answers.push([path, (await server.call(method, path, options)).data]);
  const token = await server.login();
  const created = await server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
    token, body: { buy_product: { 1001: 1 }, buy_type: 2, sale_type: 1, address_id: 1, payment_id: 1, open_id: 'oTEST' },
  });
  answers.push(['/v1/trade/order/create', created.data]);
  answers.push(['/1/payment/pay_success', (await server.call('POST', '/1/payment/pay_success', { token, body: { trade_no: created.data.trade_no } })).data]);
  // The writes and the smaller reads, each answered once.
  const form = {
    full_name: '王五', mobile: '13700001111', province: '浙江省', province_id: '330000', city: '杭州市', city_id: '330100',
    area: '西湖区', area_id: '330106', address: '文三路90号', default: 0,
  };
  const shipped = server.deps.store.state.orders.find((o) => o.customer_id === 10001 && o.status === 2);
  const paid = server.deps.store.state.orders.find((o) => o.customer_id === 10001 && o.status === 1);
  const more: [method: 'GET' | 'POST', path: string, options: CallOptions][] = [
    ['POST', '/v1/customer/sms_captcha_get', { body: { mobile: '13700002222', type: 'slogin' } }],
    ['POST', '/v1/customer/login/captcha_login', { body: { mobile: '13700002222', captcha: '123456' } }],
    ['POST', '/v1/address/format', { body: { address: '李四 13912345678 上海市上海市浦东新区世纪大道100号' } }],
    ['POST', '/v1/customer/address/add', { token, body: form }],
    ['POST', '/v1/product/favorite/add', { token, body: { product_id: 1002 } }],
    ['POST', '/1/customer/add_favorite.html', { token, body: { id: 203, type: 6 } }],
    ['POST', '/v1/trade/order/urge_shipping', { token, body: { order_id: paid?.id ?? 0 } }],
    ['POST', '/1/order/receiver_order', { token, body: { id: shipped?.id ?? 0 } }],
    ['POST', '/v1/coupon/receive', { token, body: { coupon_id: 9001 } }],
    ['GET', '/1/mission/sign', { token }],
    ['POST', '/1/mission/mission_complete', { token, body: { id: 8 } }],
    ['GET', '/v1/weixin/auth/info', { query: { code: 'E2E-CODE' } }],
    ['GET', '/v1/weixin/js/sdk', { query: { now_url: 'http://127.0.0.1/mall/portal' } }],
  ];
  for (const [method, path, options] of more) {
    const answer = await server.call(method, path, options);
    if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    answers.push([path, answer.data]);
  }
  return answers;
}

const answers = strictAnswers();

describe('decoding every mall answer in every dialect (CONTRACT §5)', () => {
  it('has a decoder for every answer the test reads', async () => {
    for (const [path] of await answers) expect(decoders[path], path).toBeDefined();
  });

  it.each(['loose', 'minimal'] satisfies Dialect[])('%s answers decode to the strict screen data', async (dialect) => {
    for (const [path, strict] of await answers) {
      const decode = decoders[path]!;
      const expected = decode(strict);
      const decoded = decode(speak(dialect, path, strict));
      const shape = MINIMAL_SHAPES[path];
      if (dialect === 'minimal' && shape) expect(trim(shape, decoded), path).toEqual(trim(shape, expected));
      else expect(decoded, path).toEqual(expected);
    }
  });

  it('reads the strict answers without changing what they say', async () => {
    const all = new Map(await answers);
    const detail = order.orderDetail(all.get('/v1/trade/order/buyer/detail'));
    expect(detail.status_label).toBe((all.get('/v1/trade/order/buyer/detail') as { status_label: string }).status_label);
    const product = catalog.product(all.get('/v1/product/detail/get'));
    expect(product.product_id).toBe(1013);
  });
});

describe('what a screen cannot do without', () => {
  it('names the path of a missing or unreadable required field', () => {
    const detail = { status: 1, order_no: 'SO1', should_pay_price: '10.00', products: [{ name: '耳机', buy_qty: 1 }] };
    expect(() => order.orderDetail(detail)).toThrow('服务器数据缺少 order.products[0].price');
    expect(() => order.orderDetail({ ...detail, products: [{ price: 'abc', buy_qty: 1 }] })).toThrow('服务器数据无法识别 order.products[0].price');
    expect(() => order.orderDetail({ ...detail, status: '1.5', products: [] })).toThrow('服务器数据无法识别 order.status');
    expect(() => order.orderDetail({ ...detail, status: '', products: [] })).toThrow('服务器数据缺少 order.status');
    expect(() => catalog.product({ title: 'x', price_object: { price: 1 } })).toThrow('服务器数据缺少 product.product_id');
    expect(() => order.orderListPage({ list: [{ order_type: 'order', order: { order_no: 'SO1', id: '' } }] })).toThrow('orders.list[0].order.id');
  });

  it('reads the loose forms as what they mean', () => {
    const row = (button: Record<string, unknown>) =>
      order.orderListPage({ list: [{ order_type: 'order', order: { order_no: 'SO1', id: '7', seller: { is_dealer: true } }, button }] }).list[0];
    expect(row({ trade_btn: '1', confirm_btn: true, after_sale_btn: 'false' })?.button).toEqual({ urge_shipping: 0, trade_btn: 1, after_sale_btn: 0, confirm_btn: 1 });
    expect(row({})?.order).toMatchObject({ id: 7, seller: { is_dealer: 1, store_name: '', agency_store_id: 0 }, products: [] });
    expect(order.refundPage({ list: null, has_more: '0', total: '' })).toEqual({ list: [], has_more: false });
    expect(catalog.feedPage({ products: [{ product_id: '9', price_object: { price: '1.50' } }, { title: 'no id' }], has_more: 1 })).toMatchObject({
      products: [{ product_id: 9, price_object: { price: 1.5 }, title: '', stock: 0 }],
      has_more: true,
      tips: '',
    });
  });

  it('keeps a status the screens do not know, with the server\'s label or else neutral words (CONTRACT §5)', () => {
    const detail = { order_no: 'SO1', should_pay_price: '10.00', button: { trade_btn: '1' } };
    expect(order.orderDetail({ ...detail, status: '9', status_label: '部分发货' })).toMatchObject({ status: 9, status_label: '部分发货', button: { trade_btn: 1 } });
    expect(order.orderDetail({ ...detail, status: 5, status_label: null }).status_label).toBe('订单处理中');
    expect(order.orderDetail({ ...detail, status: -1, status_label: '' }).status).toBe(-1);
    const rows = order.orderListPage({
      list: [
        { order_type: 'order', order: { order_no: 'SO2', id: 2, status: 7, status_label: '退款中' } },
        { order_type: 'order', order: { order_no: 'SO3', id: 3, status: '8' } },
        { order_type: 'order', order: { order_no: 'SO4', id: 4, status: 1 } },
        { order_type: 'order', order: { order_no: 'SO5', id: 5 } },
      ],
    }).list;
    expect(rows.map((row) => [row.order?.status, row.order?.status_label])).toEqual([
      [7, '退款中'],
      [8, '订单处理中'],
      [1, '待发货'],
      [undefined, ''],
    ]);
    expect(order.receiptResult({ status: '12' })).toEqual({ status: 12 });
  });

  it('gives an order detail without its label the words for its status', () => {
    const detail = order.orderDetail({ status: '0', order_no: 'SO1', should_pay_price: 0, status_label: '' });
    expect(detail).toMatchObject({ status: 0, status_label: '待付款', button: { trade_btn: 0 }, products: [] });
    expect(detail.id).toBeUndefined();
    expect(detail.freight_price).toBeUndefined();
  });
});
