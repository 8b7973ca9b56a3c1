/**
 * The decoding boundary against the three dialects of the embedded server (issue 18): every answer a
 * screen reads, taken from the demo server and written strict, loose and minimal, decodes to the same
 * screen data; minimal ones, which lack what mall-spec §3 does not list, agree on every field it lists.
 *
 * The calls are the client's own: every function of src/api sends its one call here, and its answer is
 * read back through that very function (its decoder, as the screens get it). A call the client makes
 * without a case below fails the test, so a new call cannot go untested.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkDocumentText } from '../../scripts/schema-check.ts';
import { PAGE_DOCUMENTS, speak, type Dialect } from '../../server/dialect/dialects.ts';
import { MINIMAL_SHAPES, trim } from '../../server/dialect/minimal.ts';
import { testServer, type CallOptions } from '../../server/test/helpers.ts';
import { mallCalls } from '../../server/test/mall-calls.ts';
import * as api from '../api/index';
import { CALLS, type ApiCallKey } from './calls';
import * as catalog from './catalog/decode';
import type { OrderCreateResult } from './index';
import * as order from './order/decode';

type Method = 'GET' | 'POST';

/** What the client sent, and the data the fake wire answers with. */
const wire = vi.hoisted((): { sent: [method: 'GET' | 'POST', path: string][]; data: unknown } => ({ sent: [], data: undefined }));

vi.mock('../core/request', () => ({
  http: {
    get: (path: string) => {
      wire.sent.push(['GET', path]);
      return Promise.resolve(wire.data);
    },
    post: (path: string) => {
      wire.sent.push(['POST', path]);
      return Promise.resolve(wire.data);
    },
    // getSystemConfig reads the config through the clock's sync (src/api/system.ts).
    syncClock: () => {
      wire.sent.push(['GET', '/v1/config/get']);
      return Promise.resolve(wire.data);
    },
  },
}));

/** A function of src/api, called the way this test calls each: one argument, an empty object. */
type ApiFunction = (argument: Record<string, never>) => Promise<unknown>;

interface ClientCall {
  /** The src/api function. */
  name: string;
  method: Method;
  path: string;
  /** The answer's data as the function hands it to a screen. */
  read: (data: unknown) => Promise<unknown>;
}

/**
 * The client's call table: each function src/api exports, the call it sends and how it reads the answer.
 * A function that sends no call, or more than one, fails here rather than going unchecked.
 */
async function clientCalls(): Promise<ClientCall[]> {
  const calls: ClientCall[] = [];
  for (const [name, exported] of Object.entries(api)) {
    if (typeof exported !== 'function') continue;
    const call = exported as unknown as ApiFunction;
    wire.sent.length = 0;
    wire.data = undefined;
    // An empty answer is refused by most decoders: which call goes out is all that counts here.
    await Promise.resolve()
      .then(() => call({}))
      .catch(() => undefined);
    const sent = [...wire.sent];
    if (sent.length !== 1) throw new Error(`${name} sent ${sent.length} calls, not one: ${JSON.stringify(sent)}`);
    const [[method, path]] = sent as [[Method, string]];
    calls.push({
      name,
      method,
      path,
      read: (data) => {
        wire.data = data;
        return call({});
      },
    });
  }
  return calls;
}

/** The calls of the shared call table (./calls.ts), as `METHOD /path`. */
const tableCalls = (): string[] => Object.keys(CALLS);

/** Calls of the table that no function of the client makes, so no screen reads their answer. */
const NOT_MADE_BY_THE_CLIENT = ['POST /v1/customer/sms_captcha_check', 'POST /v1/tool/file/upload'] as const satisfies readonly ApiCallKey[];

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
  // The demo customer has signed every past day of the week: one is forgotten, so there is a day to make up.
  const missions = server.deps.store.state.missions['10001'];
  if (missions) missions.signed = missions.signed.slice(0, 1);
  // Logging out ends its own session, not the one the other calls use.
  const leaving = await server.login();
  const more: [method: Method, path: string, options: CallOptions][] = [
    ['POST', '/v1/customer/sms_captcha_get', { body: { mobile: '13700002222', type: 'slogin' } }],
    ['POST', '/v1/customer/login/captcha_login', { body: { mobile: '13700002222', captcha: '123456' } }],
    ['POST', '/v1/address/format', { body: { address: '李四 13912345678 上海市上海市浦东新区世纪大道100号' } }],
    ['POST', '/v1/customer/address/add', { token, body: form }],
    ['POST', '/v1/product/favorite/add', { token, body: { product_id: 1002 } }],
    ['POST', '/v1/product/favorite/remove', { token, body: { product_id: 1002 } }],
    ['POST', '/1/customer/add_favorite.html', { token, body: { id: 203, type: 6 } }],
    ['POST', '/1/customer/remove_favorite.html', { token, body: { id: 203, type: 6 } }],
    ['POST', '/v1/trade/order/urge_shipping', { token, body: { order_id: paid?.id ?? 0 } }],
    ['POST', '/1/order/receiver_order', { token, body: { id: shipped?.id ?? 0 } }],
    ['POST', '/v1/trade/payment/commit', { token, body: { trade_no: created.data.trade_no, open_id: 'oTEST' } }],
    ['POST', '/v1/coupon/receive', { token, body: { coupon_id: 9001 } }],
    ['GET', '/v1/component/page/info/get', { query: { id: 101 } }],
    ['GET', '/v1/component/page/preview', { query: { id: 101 } }],
    ['GET', '/1/mission/sign', { token }],
    ['POST', '/v1/mission/repair/sign/in', { token, body: {} }],
    ['POST', '/1/mission/set_sign_remind', { token, body: { remind: 1 } }],
    ['POST', '/1/mission/sign_record', { token, body: { page: 1, page_size: 20 } }],
    ['POST', '/1/mission/mission_complete', { token, body: { id: 8 } }],
    ['POST', '/1/mission/mission_complete', { token, body: { id: 6 } }],
    ['POST', '/1/mission/receive_reward', { token, body: { id: 6 } }],
    ['POST', '/1/mission/shopping', { token }],
    ['POST', '/1/mission/share_product_detail', { token }],
    ['POST', '/1/mission/invite_friends', { token }],
    ['POST', '/1/mission/billing_reward', { token, body: { page: 1, page_size: 20 } }],
    ['POST', '/1/mission/history_activity', { token, body: { page: 1, page_size: 20 } }],
    ['POST', '/1/mission/mission_record', { token, body: { page: 1, page_size: 20 } }],
    ['POST', '/1/mission/rule_image', { token }],
    ['GET', '/v1/weixin/auth/info', { query: { code: 'E2E-CODE' } }],
    ['GET', '/v1/weixin/js/sdk', { query: { now_url: 'http://127.0.0.1/mall/portal' } }],
    ['POST', '/v1/customer/logout', { token: leaving }],
  ];
  for (const [method, path, options] of more) {
    const answer = await server.call(method, path, options);
    if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    answers.push([path, answer.data]);
  }
  return answers;
}

const client = clientCalls();
const answers = strictAnswers();

/** Each function of the client that reads the answer to `path`. */
async function readersOf(path: string): Promise<ClientCall[]> {
  return (await client).filter((call) => call.path === path);
}

/** A page document as the runtime reads it (migrated, checked page and nodes): src/features/component-page/load-document.ts. */
const asTheRuntimeReadsIt = (document: unknown) => checkDocumentText(JSON.stringify(document));

describe('decoding every mall answer in every dialect (CONTRACT §5)', () => {
  it('derives the calls from the client: each function of src/api sends one call of the shared call table', async () => {
    const made = new Set((await client).map(({ method, path }) => `${method} ${path}`));
    const table = tableCalls();
    expect(table.length).toBeGreaterThan(0);
    // Every call the client makes is in the table, and every call in the table is made or said not to be.
    expect([...made].filter((call) => !table.includes(call))).toEqual([]);
    expect(table.filter((call) => !made.has(call))).toEqual([...NOT_MADE_BY_THE_CLIENT]);
  });

  it('has a case, an answer in every dialect, for every call the client makes', async () => {
    const read = new Set((await answers).map(([path]) => path));
    const untested = (await client).filter(({ path }) => !read.has(path)).map(({ name, method, path }) => `${name}: ${method} ${path}`);
    expect(untested).toEqual([]);
  });

  it('reads only answers to calls the client makes', async () => {
    const made = new Set((await client).map(({ path }) => path));
    for (const [path] of await answers) expect(made.has(path), path).toBe(true);
  });

  it.each(['loose', 'minimal'] satisfies Dialect[])('%s answers decode to the strict screen data', async (dialect) => {
    for (const [path, strict] of await answers) {
      for (const { name, read } of await readersOf(path)) {
        const where = `${name}: ${path}`;
        const expected = await read(strict);
        const decoded = await read(speak(dialect, path, strict));
        const shape = MINIMAL_SHAPES[path];
        if (PAGE_DOCUMENTS.has(path)) {
          // Passed on as sent (the renderer decodes a page): read as the runtime reads it, the same page with
          // the same problems (the demo draft has some on purpose).
          expect(asTheRuntimeReadsIt(decoded), where).toEqual(asTheRuntimeReadsIt(expected));
        } else if (dialect === 'minimal' && shape) expect(trim(shape, decoded), where).toEqual(trim(shape, expected));
        else expect(decoded, where).toEqual(expected);
      }
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
