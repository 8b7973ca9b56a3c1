import { describe, expect, it } from 'vitest';
import type { Customer, SystemConfig } from '../../src/contract/index.ts';
import { testServer } from './helpers.ts';

describe('signature (CONTRACT §2)', () => {
  const server = testServer();

  it('accepts a correctly signed call', async () => {
    const res = await server.call<SystemConfig>('GET', '/v1/config/get');
    expect(res.code).toBe(0);
    expect(res.data.service_rule_url).toBe('/agreement/serve-new.html');
  });

  it('rejects a wrong signature, a wrong secret, a missing platform and a tampered body with 10001', async () => {
    const bad = { code: 10001, msg: '签名错误', data: null };
    expect(await server.call('GET', '/v1/index/get', { sign: '0'.repeat(32) })).toEqual(bad);
    expect(await server.call('GET', '/v1/index/get', { secret: 'other' })).toEqual(bad);
    expect(await server.call('GET', '/v1/index/get', { omit: ['platform'] })).toEqual(bad);
    expect(await server.call('GET', '/v1/index/get', { omit: ['sign'] })).toEqual(bad);
    const signedFor = await import('../../src/contract/signed-call.ts');
    const query = { platform: 'h5', timestamp: String(server.deps.clock.now()) };
    const sig = signedFor.sign({ ...query, address: '北京市' }, 'dev-secret');
    const res = await server.app.request(`/v1/address/format?${new URLSearchParams({ ...query, sign: sig })}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: '上海市' }),
    });
    expect(await res.json()).toEqual(bad);
  });

  it('signs body objects as their JSON text', async () => {
    const token = await server.login();
    const res = await server.call('POST', '/v1/trade/order/confirm', { token, body: { buy_product: { 1001: 1 }, buy_type: 2, sale_type: 1 } });
    expect(res.code).toBe(0);
  });
});

describe('timestamp window and clock skew', () => {
  it('answers 10002 beyond 300 s, except on /v1/config/get', async () => {
    const server = testServer();
    expect((await server.call('GET', '/v1/index/get', { offset: 299 })).code).toBe(0);
    expect(await server.call('GET', '/v1/index/get', { offset: -301 })).toEqual({ code: 10002, msg: '请求已过期，请校准时间', data: null });
    const config = await server.call<SystemConfig>('GET', '/v1/config/get', { offset: 86400 });
    expect(config.code).toBe(0);
    expect(config.data.ts).toBe(server.deps.clock.now());
  });

  it('runs the server clock off real time with --clock-skew, and the offset from ts fixes it', async () => {
    const skewed = testServer({ clockSkew: 3600 });
    const realNow = Math.floor(Date.UTC(2026, 10, 11, 2, 0, 0) / 1000);
    const config = await skewed.call<SystemConfig>('GET', '/v1/config/get', { offset: -3600 });
    expect(config.data.ts).toBe(realNow + 3600);
    expect((await skewed.call('GET', '/v1/index/get', { offset: -3600 })).code).toBe(10002);
    expect((await skewed.call('GET', '/v1/index/get')).code).toBe(0);
    await skewed.raw('POST', '/__admin/clock', { body: JSON.stringify({ skew: -7200 }), headers: { 'content-type': 'application/json' } });
    expect(skewed.deps.clock.now()).toBe(realNow - 7200);
  });
});

describe('token placement', () => {
  const server = testServer();

  it('reads x-token on /v1 and the token query parameter on /1', async () => {
    const token = await server.login();
    const profile = await server.call<Customer>('GET', '/v1/customer/index/get', { token });
    expect(profile.data.customer_id).toBe(10001);
    // On /v1 a token in the query is not a login.
    const misplaced = await server.call<Customer>('GET', '/v1/customer/index/get', { token, wrongTokenPlace: true });
    expect(misplaced.data.customer_id).toBe(0);
    expect((await server.call('GET', '/1/customer/favorite_product_items', { token, query: { page: 1, page_size: 20 } })).code).toBe(0);
    expect((await server.call('GET', '/1/customer/favorite_product_items', { token, wrongTokenPlace: true, query: { page: 1 } })).code).toBe(2);
  });

  it('answers code 2 for calls that need login, customer_id 0 for the anonymous profile', async () => {
    expect(await server.call('GET', '/v1/customer/address/list', { query: { type: 3 } })).toEqual({ code: 2, msg: '请先登录', data: null });
    expect(await server.call('GET', '/v1/customer/address/list', { query: { type: 3 }, token: 'forged' })).toMatchObject({ code: 2 });
    const anonymous = await server.call<Customer>('GET', '/v1/customer/index/get');
    expect(anonymous.code).toBe(0);
    expect(anonymous.data.customer_id).toBe(0);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    expect(await server.call('GET', '/v1/nope')).toMatchObject({ code: 404 });
  });
});
