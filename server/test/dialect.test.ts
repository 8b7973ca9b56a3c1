import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocumentText } from '../../scripts/schema-check.ts';
import { PRIMED_ANSWERS_ID, type PrimedAnswer } from '../../src/contract/embedded-answers.ts';
import type { Envelope, OrderDetail, OrderListPage } from '../../src/contract/index.ts';
import { readVectors } from '../admin/hostile.ts';
import { FLAG_FIELDS, UNKNOWN_FIELD, loosen, loosenDocument } from '../dialect/loose.ts';
import { MINIMAL_SHAPES, trim } from '../dialect/minimal.ts';
import { callKey, fixtureFileName, type RecordedCall } from '../proxy/fixture-key.ts';
import type { ServerOptions } from '../options.ts';
import { testServer, type TestServer } from './helpers.ts';
import { mallCalls, type Call } from './mall-calls.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which of the three flag forms a loose value is, or undefined when it is none of them. */
function flagForm(value: unknown): 'boolean' | 'string' | 'number' | undefined {
  if (typeof value === 'boolean') return 'boolean';
  if (value === '1' || value === '0') return 'string';
  if (value === 1 || value === 0) return 'number';
  return undefined;
}

/**
 * Checks `loose` is `strict` written loosely, value by value (flags in one of the three forms, numbers
 * as their decimal strings, "" or null, [] or null); returns the flag forms met, in order.
 */
function expectLoose(strict: unknown, loose: unknown, path = 'data', field?: string, top = true): string[] {
  const isFlag = typeof strict === 'boolean' || (field !== undefined && FLAG_FIELDS.has(field) && (strict === 0 || strict === 1));
  if (isFlag) {
    const form = flagForm(loose);
    expect(form, `${path}: ${JSON.stringify(loose)}`).toBeDefined();
    expect(loose === true || loose === '1' || loose === 1, path).toBe(strict === true || strict === 1);
    return [form!];
  }
  if (typeof strict === 'number') {
    expect(loose, path).toBe(String(strict));
    return [];
  }
  if (strict === '' && field !== undefined) {
    expect(['', null], path).toContain(loose);
    return [];
  }
  if (Array.isArray(strict)) {
    if (strict.length === 0 && field !== undefined && loose === null) return [];
    expect(Array.isArray(loose), path).toBe(true);
    const items = loose as unknown[];
    expect(items, path).toHaveLength(strict.length);
    return strict.flatMap((item, index) => expectLoose(item, items[index], `${path}[${index}]`, undefined, false));
  }
  if (isRecord(strict)) {
    expect(isRecord(loose), path).toBe(true);
    const fields = loose as Record<string, unknown>;
    const extra = top ? [UNKNOWN_FIELD] : [];
    expect(Object.keys(fields), path).toEqual([...Object.keys(strict), ...extra]);
    return Object.entries(strict).flatMap(([key, value]) => expectLoose(value, fields[key], `${path}.${key}`, key, false));
  }
  expect(loose, path).toEqual(strict);
  return [];
}

/** Checks `minimal` is `strict` with fields removed and nothing else changed. */
function expectPruned(strict: unknown, minimal: unknown, path = 'data'): void {
  if (Array.isArray(strict)) {
    expect(Array.isArray(minimal), path).toBe(true);
    expect(minimal, path).toHaveLength(strict.length);
    strict.forEach((item, index) => expectPruned(item, (minimal as unknown[])[index], `${path}[${index}]`));
  } else if (isRecord(strict)) {
    expect(isRecord(minimal), path).toBe(true);
    for (const [key, value] of Object.entries(minimal as Record<string, unknown>)) {
      expect(Object.hasOwn(strict, key), `${path}.${key}`).toBe(true);
      expectPruned(strict[key], value, `${path}.${key}`);
    }
  } else {
    expect(minimal, path).toEqual(strict);
  }
}

const admin = (server: TestServer, method: 'GET' | 'POST', hook: string, body?: unknown) =>
  server.raw(method, `/__admin/${hook}`, body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const switchTo = async (server: TestServer, dialect: string) => (await admin(server, 'POST', 'dialect', { dialect })).json() as Promise<unknown>;

const answersTo = (server: TestServer, calls: Call[]) => Promise.all(calls.map(([method, path, options]) => server.call(method, path, options)));

describe('loose dialect', () => {
  it('writes flags in turn as true/false, "1"/"0" and 1/0, absent values as "" or null and [] or null, and adds an unknown field', () => {
    const data = {
      has_more: true, is_default: 0, valid: false, confirm_btn: 1, list: [{ is_dealer: 1 }], count: 0,
      s1: '', s2: '', l1: [], l2: [], n: 59.9, text: 'x', nothing: null,
    };
    expect(loosen(data)).toEqual({
      has_more: true, is_default: '0', valid: 0, confirm_btn: true, list: [{ is_dealer: '1' }], count: '0',
      s1: '', s2: null, l1: [], l2: null, n: '59.9', text: 'x', nothing: null,
      [UNKNOWN_FIELD]: '1',
    });
    // Every answer starts the turns again, so the same data always reads the same; a list gets no extra field.
    expect(loosen(data)).toEqual(loosen(data));
    expect(loosen([1, '', []])).toEqual(['1', '', []]);
    expect(loosen(null)).toBeNull();
  });

  it("turns a product detail's flags and numbers into the loose forms and adds the extra field; the envelope's code stays a number", async () => {
    const strict = await testServer().call('GET', '/v1/product/detail/get', { query: { product_id: 1006 } });
    const loose = await testServer({ dialect: 'loose' }).call('GET', '/v1/product/detail/get', { query: { product_id: 1006 } });
    expect(loose.code).toBe(0);
    expect(loose.msg).toBe(strict.msg);
    expect(expectLoose(strict.data, loose.data)).toEqual(['boolean', 'string']);
    expect(loose.data).toMatchObject({ product_id: '1006', is_favorite: false, [UNKNOWN_FIELD]: '1' });
    const data = loose.data as { seller: { seller_id: unknown; seller_is_dealer: unknown }; child_products: Array<{ stock: unknown }> };
    expect(data.seller.seller_id).toMatch(/^\d+$/);
    expect(['1', '0']).toContain(data.seller.seller_is_dealer);
    // A product with variants: their stock and ids are strings too.
    expect(data.child_products.length).toBeGreaterThan(0);
    expect(data.child_products.every((child) => typeof child.stock === 'string')).toBe(true);
  });

  it('rewrites every mall answer the same way and shows all three flag forms in one answer', async () => {
    const server = testServer();
    const calls = await mallCalls(server);
    const strict = await answersTo(server, calls);
    await switchTo(server, 'loose');
    const loose = await answersTo(server, calls);
    loose.forEach((answer, index) => {
      expect(answer.code).toBe(0);
      expectLoose(strict[index]?.data, answer.data, calls[index]?.[1]);
    });
    const orderList = loose[calls.findIndex(([, path]) => path === '/v1/trade/order/buyer/list')]!;
    expect(new Set(expectLoose(strict[calls.findIndex(([, path]) => path === '/v1/trade/order/buyer/list')]?.data, orderList.data))).toEqual(
      new Set(['boolean', 'string', 'number']),
    );
  });
});

describe('minimal dialect', () => {
  it('answers an order detail with exactly the keys of mall-spec §3', async () => {
    const server = testServer({ dialect: 'minimal' });
    const token = await server.login();
    const order = server.deps.store.state.orders.find((o) => o.customer_id === 10001)!;
    const { data } = await server.call<OrderDetail>('GET', '/v1/trade/order/buyer/detail', { token, query: { order_no: order.order_no } });
    expect(Object.keys(data).sort()).toEqual(
      ['status', 'tip', 'address', 'seller', 'products', 'product_num', 'should_pay_price', 'order_no', 'payment', 'create_at', 'refund_button'].sort(),
    );
    expect(Object.keys(data.tip).sort()).toEqual(['subtext', 'text', 'time']);
    expect(Object.keys(data.address).sort()).toEqual(['receiver_address', 'receiver_name', 'receiver_phone']);
    expect(Object.keys(data.seller).sort()).toEqual(['agency_store_id', 'is_dealer', 'store_name']);
    expect(data.products.length).toBeGreaterThan(0);
    for (const product of data.products) expect(Object.keys(product).sort()).toEqual(['buy_qty', 'image', 'name', 'price', 'property']);
    expect(Object.keys(data.refund_button).sort()).toEqual(['is_refund_btn', 'is_refund_btn_txt']);
  });

  it('only removes fields: every described call is its strict answer pruned, the others are unchanged', async () => {
    const server = testServer();
    const calls = await mallCalls(server);
    const strict = await answersTo(server, calls);
    await switchTo(server, 'minimal');
    const minimal = await answersTo(server, calls);
    minimal.forEach((answer, index) => {
      const path = calls[index]![1];
      expect(answer.code, path).toBe(0);
      if (Object.hasOwn(MINIMAL_SHAPES, path)) expectPruned(strict[index]?.data, answer.data, path);
      else expect(answer.data, path).toEqual(strict[index]?.data);
    });
    const data = (path: string) => minimal[calls.findIndex(([, p]) => p === path)]?.data as Record<string, unknown>;
    // CONTRACT §5 containers keep list and total, without has_more.
    expect(Object.keys(data('/v1/trade/order/buyer/list')).sort()).toEqual(['list', 'total']);
    expect(Object.keys(data('/v1/customer/refund/list')).sort()).toEqual(['list', 'total']);
    expect(Object.keys(data('/v1/customer/address/list'))).toEqual(['list']);
    expect(Object.keys(data('/v1/category/detail')).sort()).toEqual(['items', 'title_name']);
    expect(data('/v1/seller/index')).not.toHaveProperty('has_more');
    // Product cards are kept whole; the product's price_object keeps only its price.
    const strictFeed = strict[calls.findIndex(([, p]) => p === '/v1/index/footer/product/list')]?.data as Record<string, unknown>;
    expect(data('/v1/index/footer/product/list')).toEqual(strictFeed);
    expect(data('/v1/product/detail/get').price_object).toEqual({ price: expect.any(String) });
    const row = (data('/v1/trade/order/buyer/list') as unknown as OrderListPage).list[0]!;
    expect(Object.keys(row.button).sort()).toEqual(['after_sale_btn', 'confirm_btn', 'trade_btn', 'urge_shipping']);
  });

  it('trims by own fields only and keeps values that are not what the shape expects', () => {
    expect(trim({ a: { b: true } }, { a: null, constructor: 1, toString: 2 })).toEqual({ a: null });
    expect(trim([{ a: true }], null)).toBeNull();
    expect(trim({ a: [{ b: true }] }, { a: [{ b: 1, c: 2 }], d: 3 })).toEqual({ a: [{ b: 1 }] });
  });
});

describe('every dialect', () => {
  it('write page documents as a back office stores form input (loose) or as they are (minimal), read the same', async () => {
    const server = testServer();
    const pages = (): Promise<Envelope[]> =>
      Promise.all([
        server.call('GET', '/v1/component/page/info/get', { query: { id: 101 } }),
        server.call('GET', '/v1/component/page/preview', { query: { id: 101 } }),
      ]);
    const strict = await pages();
    expect(strict.map((answer) => answer.code)).toEqual([0, 0]);
    await switchTo(server, 'minimal');
    expect(await pages()).toEqual(strict);
    await switchTo(server, 'loose');
    const loose = await pages();
    expect(loose.map((answer) => answer.data)).toEqual(strict.map((answer) => loosenDocument(answer.data)));
    expect(loose[0]?.data).toMatchObject({ schema_version: '1', id: '101', guide_id: '7' });
    // Read as the runtime reads it, the stored form input is the same page with the same problems.
    for (const [index, answer] of loose.entries()) {
      expect(checkDocumentText(JSON.stringify(answer.data))).toEqual(checkDocumentText(JSON.stringify(strict[index]?.data)));
    }
  });

  it('writes hostile answers in the dialect too', async () => {
    const server = testServer({ dialect: 'loose' });
    expect((await server.raw('POST', '/__admin/hostile')).status).toBe(200);
    const { data } = await server.call<Record<string, unknown>>('GET', '/v1/product/detail/get', { query: { product_id: 1001 } });
    expect(readVectors().map((vector) => vector.vector)).toContain(data.title);
    expect(data.product_id).toBe('1001');
  });

  it('works in replay mode', async () => {
    const fixturesDir = mkdtempSync(join(tmpdir(), 'dialect-replay-'));
    const key = callKey('GET', '/v1/config/get', {});
    const call: RecordedCall = {
      method: 'GET', path: '/v1/config/get', params: {}, key, seq: 1, status: 200, recorded_at: '2026-11-11T00:00:00.000Z',
      response: { code: 0, msg: 'success', data: { service_rule_url: '', privacy_rule_url: '/p', s_is_open_sence: 1, ts: 1762826400, extra: 1 } },
    };
    writeFileSync(join(fixturesDir, fixtureFileName(call)), JSON.stringify(call));
    const loose = await testServer({ mode: 'replay', fixturesDir, dialect: 'loose' }).call('GET', '/v1/config/get');
    expect(loose).toEqual({
      code: 0, msg: 'success',
      data: { service_rule_url: '', privacy_rule_url: '/p', s_is_open_sence: true, ts: '1762826400', extra: '1', [UNKNOWN_FIELD]: '1' },
    });
    const minimal = await testServer({ mode: 'replay', fixturesDir, dialect: 'minimal' }).call('GET', '/v1/config/get');
    expect(minimal.data).toEqual({ service_rule_url: '', privacy_rule_url: '/p', s_is_open_sence: 1, ts: 1762826400 });
  });

  it('refuses an unknown dialect at start', () => {
    expect(() => testServer({ dialect: 'php' as ServerOptions['dialect'] })).toThrow(/dialect/);
  });
});

describe('/__admin/dialect', () => {
  it('switches the dialect at run time, refuses an unknown one, and reset restores the one the server started with', async () => {
    const server = testServer({ dialect: 'minimal' });
    const product = async () => (await server.call<Record<string, unknown>>('GET', '/v1/product/detail/get', { query: { product_id: 1001 } })).data;
    const priceObject = (data: Record<string, unknown>) => data.price_object;

    expect(await (await admin(server, 'GET', 'dialect')).json()).toEqual({ dialect: 'minimal' });
    expect(priceObject(await product())).not.toHaveProperty('market_price');

    expect(await switchTo(server, 'loose')).toEqual({ dialect: 'loose' });
    expect(await product()).toMatchObject({ product_id: '1001', [UNKNOWN_FIELD]: '1' });

    const refused = await admin(server, 'POST', 'dialect', { dialect: 'php' });
    expect(refused.status).toBe(400);
    expect(await (await admin(server, 'GET', 'dialect')).json()).toEqual({ dialect: 'loose' });
    expect((await admin(server, 'POST', 'dialect', {})).status).toBe(400);

    expect(await switchTo(server, 'strict')).toEqual({ dialect: 'strict' });
    expect(await product()).toMatchObject({ product_id: 1001, price_object: { market_price: expect.any(String) } });

    await switchTo(server, 'loose');
    expect((await admin(server, 'POST', 'reset')).status).toBe(200);
    expect(await (await admin(server, 'GET', 'dialect')).json()).toEqual({ dialect: 'minimal' });
    const reset = await product();
    expect(reset.product_id).toBe(1001);
    expect(priceObject(reset)).not.toHaveProperty('market_price');
  });

  it('exists only with --test-hooks', async () => {
    const server = testServer({ testHooks: false });
    expect((await admin(server, 'POST', 'dialect', { dialect: 'loose' })).status).toBe(404);
  });
});

describe('primed reads in a served page', () => {
  const PAGE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
  const BLOCK = new RegExp(`<script type="application/json" id="${PRIMED_ANSWERS_ID}">(.*?)</script>`, 's');

  function serving(options: Partial<ServerOptions> = {}): TestServer {
    const dir = mkdtempSync(join(tmpdir(), 'dialect-primed-'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/route-hints.json'), JSON.stringify({ routes: [], widgets: [] }));
    return testServer({ serveDir: dir, wechatSim: false, ...options });
  }

  async function primed(server: TestServer, url: string): Promise<PrimedAnswer[]> {
    const block = BLOCK.exec(await (await server.raw('GET', url)).text());
    return block ? (JSON.parse(block[1]!) as { answers: PrimedAnswer[] }).answers : [];
  }

  it('follow the dialect: a primed read and the same read fetched are identical', async () => {
    const server = serving({ dialect: 'loose' });
    const [detail] = await primed(server, '/mall/goods-detail?id=1001');
    const fetched = await server.call('GET', '/v1/product/detail/get', { query: { product_id: 1001 } });
    expect(detail?.envelope).toEqual(fetched);
    expect(fetched.data).toMatchObject({ product_id: '1001', [UNKNOWN_FIELD]: '1' });

    await switchTo(server, 'minimal');
    const [home, feed] = await primed(server, '/mall/portal');
    expect(home?.envelope).toEqual(await server.call('GET', '/v1/index/get'));
    expect(feed?.envelope).toEqual(await server.call('GET', '/v1/index/footer/product/list', { query: { tab_id: 0, page: 1, page_size: 20 } }));
    const items = (home?.envelope as Envelope<{ banner: { list: object[] } }>).data.banner.list;
    for (const item of items) expect(Object.keys(item).every((key) => ['target', 'target_id', 'image', 'title'].includes(key))).toBe(true);
  });

  it('write a primed page document as a fetched one', async () => {
    const strictServer = serving();
    const [strict] = await primed(strictServer, '/active/component-active?id=101');
    const [loose] = await primed(serving({ dialect: 'loose' }), '/active/component-active?id=101');
    expect(strict?.path).toBe('/v1/component/page/info/get');
    const envelope = strict?.envelope as Envelope;
    expect(loose?.envelope).toEqual({ ...envelope, data: loosenDocument(envelope.data) });
  });
});
