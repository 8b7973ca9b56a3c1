import { describe, expect, it } from 'vitest';
import type { OrderCreateResult } from '../../src/contract/index.ts';
import { REPEAT_WINDOW_S } from '../state/recent-creates.ts';
import { testServer, type TestServer } from './helpers.ts';

async function shopper(): Promise<{ server: TestServer; token: string; create: (body: Record<string, unknown>) => Promise<{ code: number; msg: string; data: OrderCreateResult }> }> {
  const server = testServer();
  const token = await server.login();
  const create = (body: Record<string, unknown>) =>
    server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
      token, body: { buy_type: 2, sale_type: 1, address_id: 1, payment_id: 1, open_id: 'oTEST', ...body },
    });
  return { server, token, create };
}

const stock = (server: TestServer, id: number) => server.deps.store.state.stock[String(id)];
const tradesOf = (server: TestServer) => server.deps.store.state.trades.length;

describe('order create: cart keys, stock and limits', () => {
  it('refuses non-canonical ids that name the same product (1044 has stock 5, limit 5)', async () => {
    const { server, create } = await shopper();
    const trades = tradesOf(server);
    const res = await create({ buy_product: { 1044: 5, '1044.0': 5, '01044': 5 } });
    expect(res).toMatchObject({ code: 40000, msg: '商品编号不正确' });
    expect(stock(server, 1044)).toBe(5);
    expect(tradesOf(server)).toBe(trades);
    expect((await create({ buy_product: { '01044': 1 } })).msg).toBe('商品编号不正确');
    expect((await create({ buy_product: '{"1044":6}' })).code).toBe(40030);
    expect((await create({ buy_product: { 1044: 5 } })).code).toBe(0);
    expect(stock(server, 1044)).toBe(0);
  });

  it('counts limit_num per product over all its variants, in one cart and across orders', async () => {
    const { server, token, create } = await shopper();
    // 1070 is limited to 1; 107001 and 107002 are two of its variants.
    expect(await create({ buy_product: { 107001: 1, 107002: 1 } })).toMatchObject({ code: 40031, msg: '该商品每人限购1件' });
    const confirm = await server.call('POST', '/v1/trade/order/confirm', { token, body: { buy_product: { 107001: 1, 107002: 1 }, buy_type: 2 } });
    expect(confirm.code).toBe(40031);
    expect(stock(server, 107001)).toBe(11);
    expect((await create({ buy_product: { 107001: 1 } })).code).toBe(0);
    expect((await create({ buy_product: { 107002: 1 } })).code).toBe(40031);
  });

  it('never sells more than the stock to concurrent creates', async () => {
    const { server, create } = await shopper();
    server.deps.store.state.stock['1301'] = 5;
    // Different remarks: ten distinct purchases, not one repeated.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => create({ buy_product: { 1301: 1 }, remark: { 215: `n${n}` } })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 40030)).toHaveLength(5);
    expect(stock(server, 1301)).toBe(0);
  });

  it('refuses quantities that are not whole numbers from 1 to 99', async () => {
    const { create } = await shopper();
    for (const qty of [0, -1, 1.5, 100, true, '1e1', '']) {
      expect((await create({ buy_product: { 1301: qty } })).msg, String(qty)).toBe('购买数量不正确');
    }
  });
});

describe('order create: the same request twice', () => {
  it('answers the first trade to an identical create within a few seconds, and a new one after', async () => {
    const { server, create } = await shopper();
    const before = stock(server, 1301)!;
    const [first, second] = await Promise.all([create({ buy_product: { 1301: 2 } }), create({ buy_product: { 1301: 2 } })]);
    expect(first.code).toBe(0);
    expect(second.data.trade_no).toBe(first.data.trade_no);
    const third = await create({ buy_product: { 1301: 2 } });
    expect(third.data.trade_no).toBe(first.data.trade_no);
    expect(stock(server, 1301)).toBe(before - 2);

    // A different purchase is not a repeat.
    expect((await create({ buy_product: { 1301: 1 } })).data.trade_no).not.toBe(first.data.trade_no);
    server.advance(REPEAT_WINDOW_S + 1);
    expect((await create({ buy_product: { 1301: 2 } })).data.trade_no).not.toBe(first.data.trade_no);
    expect(stock(server, 1301)).toBe(before - 5);
  });

  it('keeps repeats apart per customer', async () => {
    const { server, create } = await shopper();
    const first = await create({ buy_product: { 1301: 1 } });
    const other = await server.login('13900000001');
    await server.call('POST', '/v1/customer/address/add', {
      token: other,
      body: { full_name: '李四', mobile: '13900000001', province: '北京市', province_id: '110000', city: '北京市', city_id: '110100', area: '朝阳区', area_id: '110105', address: '建国路1号' },
    });
    const address = server.deps.store.state.addresses.at(-1)!.id;
    const theirs = await server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
      token: other, body: { buy_type: 2, sale_type: 1, address_id: address, payment_id: 1, open_id: 'oTEST', buy_product: { 1301: 1 } },
    });
    expect(theirs.code).toBe(0);
    expect(theirs.data.trade_no).not.toBe(first.data.trade_no);
  });
});

describe('order create after a reset', () => {
  it('is a new purchase even when it repeats one made before the reset', async () => {
    const { server, create } = await shopper();
    const first = await create({ buy_product: { 1301: 1 } });
    await server.raw('POST', '/__admin/reset');
    const token = await server.login();
    const again = await server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
      token, body: { buy_type: 2, sale_type: 1, address_id: 1, payment_id: 1, open_id: 'oTEST', buy_product: { 1301: 1 } },
    });
    expect(again.code).toBe(0);
    expect(server.deps.store.state.trades.some((t) => t.trade_no === again.data.trade_no)).toBe(true);
    expect(first.code).toBe(0);
  });
});

describe('payment commit: an unpaid order paid again (CONTRACT §5)', () => {
  const commit = (server: TestServer, token: string, body: Record<string, unknown>) =>
    server.call<OrderCreateResult>('POST', '/v1/trade/payment/commit', { token, body: { payment_id: 1, open_id: 'oAGAIN', ...body } });

  it('answers as create does, by order number or trade number, with a fresh pay_param', async () => {
    const { server, token, create } = await shopper();
    const created = (await create({ buy_product: { 1301: 1 } })).data;
    const orderNo = server.deps.store.state.orders.find((o) => o.trade_no === created.trade_no)?.order_no;
    const byOrder = await commit(server, token, { order_no: orderNo });
    expect(byOrder).toMatchObject({ code: 0, data: { pay_status: 0, trade_no: created.trade_no, pay_param: { sign_type: 'MD5' } } });
    expect(byOrder.data.pay_param.wx_package).toBe(created.pay_param.wx_package);
    expect((await commit(server, token, { trade_no: created.trade_no, payment_id: undefined })).code).toBe(0);
    expect(server.deps.store.state.trades.find((t) => t.trade_no === created.trade_no)?.open_id).toBe('oAGAIN');
  });

  it('refuses a paid order, a closed one, another shopper\'s, a missing open id and another method, each with its message', async () => {
    const { server, token, create } = await shopper();
    const created = (await create({ buy_product: { 1301: 1 } })).data;
    expect(await commit(server, token, { trade_no: created.trade_no, open_id: '' })).toMatchObject({ code: 40036 });
    expect(await commit(server, token, { trade_no: created.trade_no, payment_id: 9 })).toMatchObject({ msg: '请选择支付方式' });
    const stranger = await server.login('13900139000');
    expect(await commit(server, stranger, { trade_no: created.trade_no })).toMatchObject({ msg: '订单不存在' });
    const trade = server.deps.store.state.trades.find((t) => t.trade_no === created.trade_no)!;
    trade.paid = true;
    expect(await commit(server, token, { trade_no: created.trade_no })).toMatchObject({ code: 40034, msg: '订单已支付，请勿重复支付' });
    trade.paid = false;
    for (const order of server.deps.store.state.orders.filter((o) => trade.order_ids.includes(o.id))) order.status = 6;
    expect(await commit(server, token, { trade_no: created.trade_no })).toMatchObject({ code: 40034, msg: '订单已超时关闭，请重新下单' });
  });
});
