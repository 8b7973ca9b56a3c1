import { describe, expect, it } from 'vitest';
import type {
  LogisticsDetail,
  LogisticsList,
  OrderConfirm,
  OrderCreateResult,
  OrderDetail,
  OrderListPage,
  PaySuccessInfo,
  Product,
  RefundPage,
} from '../../src/contract/index.ts';
import { testServer, type TestServer } from './helpers.ts';

const json = { 'content-type': 'application/json' };

async function loggedIn(): Promise<{ server: TestServer; token: string }> {
  const server = testServer();
  return { server, token: await server.login() };
}

const list = (server: TestServer, token: string, status: number, page = 1) =>
  server.call<OrderListPage>('GET', '/v1/trade/order/buyer/list', { token, query: { order_type: 1, page, status } });

const detail = async (server: TestServer, token: string, order_no: string) =>
  (await server.call<OrderDetail>('GET', '/v1/trade/order/buyer/detail', { token, query: { order_no } })).data;

describe('order confirm and create', () => {
  it('confirms grouped by seller with the default address and one WeChat payment', async () => {
    const { server, token } = await loggedIn();
    const res = await server.call<OrderConfirm>('POST', '/v1/trade/order/confirm', {
      token, body: { buy_product: { 1001: 2, 101304: 1 }, buy_type: 2, sale_type: 1, store_share: 0 },
    });
    expect(res.code).toBe(0);
    expect(res.data.address).toMatchObject({ address_id: 1, is_default: 1 });
    expect(res.data.payments).toEqual([expect.objectContaining({ payment_id: 1, name: '微信支付' })]);
    expect(res.data.orders).toHaveLength(2);
    expect(res.data.orders[1]?.products[0]?.property.map((p) => p.alias_name)).toHaveLength(2);
    expect(res.data.price.pay_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers address null without a saved address, and code 2 anonymously', async () => {
    const server = testServer();
    const token = await server.login('13500000000');
    const res = await server.call<OrderConfirm>('POST', '/v1/trade/order/confirm', { token, body: { buy_product: { 1001: 1 }, buy_type: 2 } });
    expect(res.data.address).toBeNull();
    expect((await server.call('POST', '/v1/trade/order/confirm', { body: { buy_product: { 1001: 1 }, buy_type: 2 } })).code).toBe(2);
  });

  it('creates an unpaid trade, decrements stock, enforces stock and limit, and pays through the simulator', async () => {
    const { server, token } = await loggedIn();
    const stockOf = async (id: number) => (await server.call<Product>('GET', '/v1/product/detail/get', { query: { product_id: id } })).data.stock;
    const create = (body: Record<string, unknown>) =>
      server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
        token, body: { buy_type: 2, sale_type: 1, address_id: 1, payment_id: 1, remark: { 201: '放门口' }, open_id: 'oTEST', ...body },
      });

    expect((await create({ buy_product: { 1001: 1 }, address_id: 999 })).msg).toBe('请选择收货地址');
    expect((await create({ buy_product: { 1001: 1 }, payment_id: 0 })).msg).toBe('请选择支付方式');
    expect(await create({ buy_product: { 1001: 1 }, open_id: '' })).toMatchObject({ code: 40036, msg: '缺少微信授权，请在微信内重新打开页面' });
    expect((await create({ buy_product: { 1013: 1 } })).msg).toBe('请选择商品规格');
    expect((await create({ buy_product: { 101301: 1 } })).code).toBe(40030);

    const before = await stockOf(1001);
    const made = await create({ buy_product: { 1001: 3 } });
    expect(made.code).toBe(0);
    expect(made.data.pay_status).toBe(0);
    expect(made.data.pay_param).toMatchObject({ sign_type: 'MD5', wx_package: expect.stringMatching(/^prepay_id=wx/) });
    expect(await stockOf(1001)).toBe(before - 3);

    server.deps.store.state.stock['1001'] = 1;
    expect((await create({ buy_product: { 1001: 2 } })).msg).toContain('库存不足');

    // 1003 is limited to 2 per customer.
    expect((await create({ buy_product: { 1003: 2 } })).code).toBe(0);
    expect(await create({ buy_product: { 1003: 1 } })).toMatchObject({ code: 40031, msg: '该商品每人限购2件' });

    const pending = (await list(server, token, 0)).data.list.find((row) => row.order?.products[0]?.name && row.order.order_no.startsWith('SO1'));
    expect(pending).toBeDefined();
    const orderNo = pending!.order!.order_no;
    const unpaid = await detail(server, token, orderNo);
    expect(unpaid.status).toBe(0);
    expect(unpaid.tip.time).toBe(server.deps.clock.now() + 1800);

    const paid = await server.raw('POST', '/__sim/wechat/pay', { headers: json, body: JSON.stringify({ package: made.data.pay_param.wx_package }) });
    expect(paid.status).toBe(200);
    const success = await server.call<PaySuccessInfo>('POST', '/1/payment/pay_success', { token, body: { trade_no: made.data.trade_no } });
    expect(success.data.pay_status).toBe(1);
    expect(success.data.recommend_products.length).toBeGreaterThan(0);
  });

  it('pays a zero-price order directly', async () => {
    const { server, token } = await loggedIn();
    const made = await server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
      token, body: { buy_product: { 1043: 1 }, buy_type: 2, address_id: 1, payment_id: 1 },
    });
    expect(made.data.pay_status).toBe(1);
  });

  it('makes an unpaid order closing in a few seconds for the countdown test hook', async () => {
    const { server, token } = await loggedIn();
    const res = await server.raw('POST', '/__admin/unpaid-order', { headers: json, body: JSON.stringify({ mobile: '13800138000', seconds: 5 }) });
    const made = (await res.json()) as { order_no: string; deadline: number };
    const unpaid = await detail(server, token, made.order_no);
    expect(unpaid).toMatchObject({ status: 0, tip: { time: server.deps.clock.now() + 5 } });
    server.advance(6);
    expect((await detail(server, token, made.order_no)).status).toBe(6);
  });

  it('closes unpaid orders when tip.time passes', async () => {
    const { server, token } = await loggedIn();
    const first = await detail(server, token, 'SO202600050003');
    expect(first.status).toBe(0);
    server.advance(first.tip.time - server.deps.clock.now() + 1);
    const closed = await detail(server, token, 'SO202600050003');
    expect(closed).toMatchObject({ status: 6, status_label: '已关闭', tip: { time: 0 } });
  });
});

describe('order list', () => {
  it('filters by status 5/0/1/2/4 and pages by 10 without page_size', async () => {
    const { server, token } = await loggedIn();
    const all = await list(server, token, 5);
    expect(all.data.list).toHaveLength(10);
    expect(all.data).toMatchObject({ has_more: true, total: 15 });
    const second = await list(server, token, 5, 2);
    expect(second.data.list).toHaveLength(5);
    expect(second.data.has_more).toBe(false);

    const unpaid = (await list(server, token, 0)).data.list;
    const trade = unpaid.find((row) => row.order_type === 'trade');
    expect(trade?.trade?.orders).toHaveLength(2);
    expect(new Set(trade?.trade?.orders.map((o) => o.seller.seller_id)).size).toBe(2);

    const shipping = (await list(server, token, 1)).data.list;
    expect(shipping.map((row) => row.button.urge_shipping).sort()).toEqual([1, 3]);
    const receiving = (await list(server, token, 2)).data.list;
    expect(receiving.every((row) => row.button.confirm_btn === 1 && row.button.trade_btn === 1)).toBe(true);
    const afterSales = (await list(server, token, 4)).data;
    expect(afterSales.total).toBeGreaterThan(0);
  });

  it('urges shipping once (1 → 3), then answers an error', async () => {
    const { server, token } = await loggedIn();
    expect((await server.call('POST', '/v1/trade/order/urge_shipping', { token, body: { order_id: 50004 } })).code).toBe(0);
    expect((await detail(server, token, 'SO202600050004')).button.urge_shipping).toBe(3);
    const again = await server.call('POST', '/v1/trade/order/urge_shipping', { token, body: { order_id: 50004 } });
    expect(again.code).toBe(40035);
    // Another customer's order is not found.
    expect((await server.call('POST', '/v1/trade/order/urge_shipping', { token, body: { order_id: 50017 } })).code).toBe(40004);
  });

  it('confirms receipt, completing the order and its parcels', async () => {
    const { server, token } = await loggedIn();
    const res = await server.call('POST', '/1/order/receiver_order', { token, body: { id: 50006 } });
    expect(res.code).toBe(0);
    const done = await detail(server, token, 'SO202600050006');
    expect(done.status).toBe(3);
    expect(done.button).toMatchObject({ confirm_btn: 0, after_sale_btn: 1 });
    expect((await server.call('POST', '/1/order/receiver_order', { token, body: { id: 50006 } })).code).toBe(40034);
    const parcels = await server.call<LogisticsList>('GET', '/v1/trade/order/track/get', { token, query: { order_id: 50006, biz_type: 1 } });
    expect(parcels.data.express_list[0]?.track_status).toBe(4);
  });

  it('lists parcels, tracking detail and refunds', async () => {
    const { server, token } = await loggedIn();
    const parcels = await server.call<LogisticsList>('GET', '/v1/trade/order/track/get', { token, query: { order_id: 50007 } });
    expect(parcels.data.express_list.map((p) => p.track_status)).toContain(4);
    const trackNo = parcels.data.express_list[0]!.track_no;
    const trackDetail = await server.call<LogisticsDetail>('GET', '/v1/trade/express/track/detail', { token, query: { order_id: 50007, track_no: trackNo } });
    expect(trackDetail.data.track_list.length).toBeGreaterThan(1);
    const refunds = await server.call<RefundPage>('GET', '/v1/customer/refund/list', { token, query: { page: 1, page_size: 20 } });
    expect(refunds.data.list.map((r) => r.refund_type).sort()).toEqual(['0', '0', '1', '1', '2']);
    expect(refunds.data.list.some((r) => r.products.some((p) => Number(p.amount) === 0))).toBe(true);
  });
});
