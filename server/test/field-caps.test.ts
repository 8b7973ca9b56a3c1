import { describe, expect, it } from 'vitest';
import type { AddressList } from '../../src/contract/index.ts';
import { testServer } from './helpers.ts';

const FORM = {
  full_name: '王五', mobile: '13800138000', province: '北京市', province_id: '110000', city: '北京市', city_id: '110100',
  area: '朝阳区', area_id: '110105', address: '建国路88号',
};

describe('field length caps', () => {
  it('refuses an address with an over-long name or street, and stores nothing', async () => {
    const server = testServer();
    const token = await server.login();
    const add = (form: Record<string, string>) => server.call('POST', '/v1/customer/address/add', { token, body: { ...FORM, ...form } });
    const before = server.deps.store.state.addresses.length;
    expect(await add({ full_name: '名'.repeat(21) })).toEqual({ code: 40000, msg: '姓名不能超过20个字', data: null });
    expect(await add({ address: '路'.repeat(101) })).toEqual({ code: 40000, msg: '详细地址不能超过100个字', data: null });
    expect(await add({ city: '城'.repeat(21) })).toMatchObject({ msg: '城市不能超过20个字' });
    expect(server.deps.store.state.addresses.length).toBe(before);

    expect((await add({ full_name: '名'.repeat(20), address: '路'.repeat(100) })).code).toBe(0);
    const list = await server.call<AddressList>('GET', '/v1/customer/address/list', { token });
    expect(list.data.list.some((a) => a.full_name === '名'.repeat(20))).toBe(true);
  });

  it('refuses an over-long pasted address and order remark', async () => {
    const server = testServer();
    const token = await server.login();
    expect(await server.call('POST', '/v1/address/format', { body: { address: '北'.repeat(301) } })).toEqual({ code: 40000, msg: '粘贴的地址不能超过300个字', data: null });
    expect((await server.call('POST', '/v1/address/format', { body: { address: `张三 13800138000 北京市朝阳区${'路'.repeat(270)}` } })).code).toBe(0);

    const create = (remark: unknown) => server.call('POST', '/v1/trade/order/create', {
      token, body: { buy_product: { 1301: 1 }, buy_type: 2, address_id: 1, payment_id: 1, open_id: 'oTEST', remark },
    });
    const trades = server.deps.store.state.trades.length;
    expect(await create({ 215: '备'.repeat(201) })).toEqual({ code: 40000, msg: '订单备注不能超过200个字', data: null });
    expect(server.deps.store.state.trades.length).toBe(trades);
    expect((await create({ 215: '备'.repeat(200) })).code).toBe(0);
  });
});

describe('addresses per customer', () => {
  it('stops at 50', async () => {
    const server = testServer();
    const token = await server.login('13900000002');
    const state = server.deps.store.state;
    const customerId = state.customers.find((c) => c.mobile === '13900000002')!.customer_id;
    for (let n = 0; n < 49; n++) state.addresses.push({ id: ++state.seq.address, customer_id: customerId, ...FORM, is_default: 0 });
    expect((await server.call('POST', '/v1/customer/address/add', { token, body: FORM })).code).toBe(0);
    expect(await server.call('POST', '/v1/customer/address/add', { token, body: FORM })).toMatchObject({ code: 40000, msg: '最多保存50个收货地址' });
  });
});
