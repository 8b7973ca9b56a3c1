import { describe, expect, it } from 'vitest';
import type { OrderCreateResult, OrderDetail, Product } from '../../src/contract/index.ts';
import { poison, readVectors, roundRobin, type XssVector } from '../admin/hostile.ts';
import { testServer, type TestServer } from './helpers.ts';
import { mallCalls } from './mall-calls.ts';

const VECTORS = readVectors();
const VECTOR_TEXTS = new Set(VECTORS.map((v) => v.vector));

describe('poison', () => {
  const vectors: XssVector[] = [
    { n: 1, context: 'html', vector: '<i>1</i>' },
    { n: 2, context: 'html', vector: '<i>2</i>' },
    { n: 3, context: 'url', vector: 'javascript:3' },
  ];

  it('puts html vectors in shown text and url vectors in images and links, each field in its own turn; ids, prices, stock and kinds stay', () => {
    const answer = {
      product_id: 1007,
      title: '发膜',
      sub_title: '',
      images: ['/p/1.svg', '/p/2.svg'],
      price_object: { price: '124.00' },
      stock: 3,
      child_products: [{ sku_code: '5004', product_id: 100701 }],
      banners: [{ target: 'product', target_id: '1003', title: '双11' }, { target: 'https://m.example-mall.test/x', url: '/y' }],
      order_no: 'SO1',
    };
    expect(poison(answer, roundRobin(vectors))).toEqual({
      ...answer,
      title: '<i>1</i>',
      sub_title: '<i>1</i>',
      images: ['javascript:3', 'javascript:3'],
      banners: [{ target: 'product', target_id: '1003', title: '<i>2</i>' }, { target: 'javascript:3', url: 'javascript:3' }],
    });
  });

  it('hands every field all vectors of fixtures/xss in turn, then starts again', () => {
    const next = roundRobin(VECTORS);
    const html = VECTORS.filter((v) => v.context === 'html');
    const url = VECTORS.filter((v) => v.context === 'url');
    const handedOut = [...html.map(() => next('title', 'html')), ...url.map(() => next('service_url', 'url'))];
    expect(new Set(handedOut)).toEqual(VECTOR_TEXTS);
    expect(next('title', 'html')).toBe(html[0]?.vector);
    expect(next('name', 'html')).toBe(html[0]?.vector);
  });
});

/** Same structure and the same non-string values; each string as it was or an XSS vector. Returns how many were replaced. */
function replacedStrings(clean: unknown, hostile: unknown, path = 'data'): number {
  if (typeof clean === 'string') {
    if (hostile === clean) return 0;
    expect(VECTOR_TEXTS.has(String(hostile)), `${path}: ${String(hostile)}`).toBe(true);
    return 1;
  }
  if (clean === null || typeof clean !== 'object') {
    expect(hostile, path).toEqual(clean);
    return 0;
  }
  expect(Object.keys(hostile as object), path).toEqual(Object.keys(clean));
  return Object.entries(clean).reduce(
    (sum, [key, value]) => sum + replacedStrings(value, (hostile as Record<string, unknown>)[key], `${path}.${key}`),
    0,
  );
}

const admin = (server: TestServer, method: 'POST' | 'DELETE', hook: string) => server.raw(method, `/__admin/${hook}`);

describe('POST /__admin/hostile', () => {
  it('answers vectors in every shown field of the mall calls, and nothing else changes, until reset', async () => {
    const server = testServer();
    const calls = await mallCalls(server);
    const answers = () => Promise.all(calls.map(([method, path, options]) => server.call(method, path, options)));
    const clean = await answers();

    const enabled = (await (await admin(server, 'POST', 'hostile')).json()) as { vectors: XssVector[] };
    expect(enabled.vectors).toHaveLength(104);
    const hostile = await answers();
    hostile.forEach((answer, index) => {
      const [, path] = calls[index] ?? [];
      expect(answer.code, path).toBe(0);
      expect(replacedStrings(clean[index]?.data, answer.data, path), `vectors in ${path}`).toBeGreaterThan(0);
    });
    const product = hostile[calls.findIndex(([, path]) => path === '/v1/product/detail/get')]?.data as Product;
    expect(VECTOR_TEXTS.has(product.desc_image)).toBe(true);
    expect(product.attributes.flatMap((a) => a.options).every((o) => VECTOR_TEXTS.has(o.title))).toBe(true);

    await admin(server, 'POST', 'reset');
    expect((await server.call('GET', '/v1/index/get')).data).toEqual(clean[0]?.data);
    await admin(server, 'POST', 'hostile');
    await admin(server, 'DELETE', 'hostile');
    expect((await server.call('GET', '/v1/index/get')).data).toEqual(clean[0]?.data);
  });

  it('leaves page documents alone and never stores a vector: an order placed meanwhile is real', async () => {
    const server = testServer();
    const token = await server.login();
    const page = await server.call('GET', '/v1/component/page/info/get', { query: { id: 101 } });
    await admin(server, 'POST', 'hostile');
    expect(await server.call('GET', '/v1/component/page/info/get', { query: { id: 101 } })).toEqual(page);

    const created = await server.call<OrderCreateResult>('POST', '/v1/trade/order/create', {
      token, body: { buy_product: { 100701: 1 }, buy_type: 2, address_id: 1, payment_id: 1, open_id: 'o-test' },
    });
    expect(created.code).toBe(0);
    await admin(server, 'DELETE', 'hostile');
    const orderNo = server.deps.store.state.orders.find((o) => o.trade_no === created.data.trade_no)?.order_no ?? '';
    const order = await server.call<OrderDetail>('GET', '/v1/trade/order/buyer/detail', { token, query: { order_no: orderNo } });
    expect(order.data.products[0]).toMatchObject({ product_id: 100701, name: '蓝月亮 持久留香发膜', price: '124.00', buy_qty: 1 });
  });

  it('is absent without --test-hooks', async () => {
    const server = testServer({ testHooks: false });
    expect((await admin(server, 'POST', 'hostile')).status).toBe(404);
  });
});
