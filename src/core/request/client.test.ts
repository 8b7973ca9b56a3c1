import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createServerClock } from './clock';
import { createHttpClient, type ClientDeps } from './client';
import { isApiError } from './errors';
import { DUPLICATE_MESSAGE, MALFORMED_MESSAGE, NETWORK_MESSAGE, STATUS_MESSAGES } from './messages';
import type { EarlyRead } from '../early-answers/early-reads';
import { fetchTransport, sendEarlyReads, type EarlyTransport } from '../early-answers/send-early-reads';
import type { PrimedAnswer } from '../../contract/embedded-answers';
import { primedAnswers } from '../early-answers/primed';
import { sign } from '../../contract/signed-call';

interface Sent {
  method: string;
  url: string;
  params: Record<string, string | number | boolean>;
  body: Record<string, unknown> | undefined;
  headers: Record<string, unknown>;
}

type Reply = { status?: number; body: unknown } | Error;

/** A transport that records what was sent and answers from a script, like a server would. */
function fakeServer(answer: (sent: Sent) => Reply | Promise<Reply>) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const entry: Sent = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Sent['params'],
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    sent.push(entry);
    const reply = await answer(entry);
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const response = {
      data: typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 300) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
  return {
    adapter,
    sent,
    /** Calls other than the clock's that reached the server with a timestamp it accepts. */
    apiCalls: () => sent.filter((entry) => entry.url !== '/v1/config/get' && inWindow(entry)),
    clockCalls: () => sent.filter((entry) => entry.url === '/v1/config/get'),
  };
}

const SERVER_TS = 1_800_000_000;
/** The embedded server's window (CONTRACT §2): a timestamp further than this from its clock gets 10002. */
const WINDOW_SECONDS = 300;
const EXPIRED = { body: { code: 10002, msg: '请求已过期，请校准时间' } };

function inWindow(entry: Sent): boolean {
  return Math.abs(Number(entry.params.timestamp) - SERVER_TS) <= WINDOW_SECONDS;
}

interface SetupOptions {
  /** The phone's clock; by default 100,000,000 s behind the server, so only the learnt offset gets through. */
  localMs?: number;
  /** How `/v1/config/get` answers (at once by default). */
  clockAnswer?: () => Reply | Promise<Reply>;
}

function setup(answer: (sent: Sent) => Reply | Promise<Reply>, overrides: Partial<ClientDeps> = {}, options: SetupOptions = {}) {
  const clockAnswer = options.clockAnswer ?? (() => ({ body: { code: 0, msg: '', data: { ts: SERVER_TS } } }));
  const server = fakeServer((entry) => {
    if (entry.url === '/v1/config/get') return clockAnswer();
    return inWindow(entry) ? answer(entry) : EXPIRED;
  });
  const notify = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn();
  let token: string | null = 'tok-1';
  const localMs = options.localMs ?? 1_700_000_000_000;
  const deps: ClientDeps = {
    baseURL: '',
    secret: 'dev-secret',
    clock: createServerClock(() => localMs),
    getToken: () => token,
    getDeviceId: () => 'dev-9',
    onUnauthorized: () => {
      token = null;
      onUnauthorized();
    },
    notify,
    adapter: server.adapter,
    ...overrides,
  };
  return { http: createHttpClient(deps), server, notify, onUnauthorized, tokenNow: () => token };
}

const ok = (data: unknown) => ({ body: { code: 0, msg: 'ok', data } });

describe('query, signature, token and clock', () => {
  it('adds platform, offset-corrected timestamp, device id and a valid sign; x-token on /v1 paths', async () => {
    const { http, server } = setup(() => ok({ a: 1 }));
    await expect(http.get('/v1/category/detail', { top_cid: 3, cid: '', empty: null })).resolves.toEqual({ a: 1 });
    const [call] = server.apiCalls();
    expect(call?.params).toMatchObject({ platform: 'h5', timestamp: SERVER_TS, device_id: 'dev-9', top_cid: 3 });
    expect(call?.params).not.toHaveProperty('cid');
    expect(call?.params).not.toHaveProperty('token');
    expect(call?.headers['x-token']).toBe('tok-1');
    const { sign: sent, ...rest } = call!.params;
    expect(sent).toBe(sign(rest, 'dev-secret'));
  });

  it('puts the token in the signed query on old-style /1 paths, not in a header', async () => {
    const { http, server } = setup(() => ok(null));
    await http.post('/1/order/receiver_order', { id: 12 });
    const [call] = server.apiCalls();
    expect(call?.params.token).toBe('tok-1');
    expect(call?.headers['x-token']).toBeUndefined();
    const { sign: sent, ...rest } = call!.params;
    expect(sent).toBe(sign({ ...rest, id: 12 }, 'dev-secret'));
  });

  it('signs object-valued body fields as JSON text', async () => {
    const { http, server } = setup(() => ok(null));
    await http.post('/v1/trade/order/confirm', { buy_product: { 1001: 2 }, buy_type: 2, remark: '' });
    const [call] = server.apiCalls();
    const { sign: sent, ...rest } = call!.params;
    expect(sent).toBe(sign({ ...rest, buy_product: { 1001: 2 }, buy_type: 2 }, 'dev-secret'));
  });

  it('a read goes at once: with a right clock it does not wait for the clock call', async () => {
    let answerClock: (reply: Reply) => void = () => undefined;
    const clockAnswer = () => new Promise<Reply>((resolve) => (answerClock = resolve));
    const { http, server } = setup(() => ok('fine'), {}, { localMs: SERVER_TS * 1000, clockAnswer });
    await expect(http.get('/v1/index/get')).resolves.toBe('fine');
    expect(server.clockCalls()).toHaveLength(1);
    answerClock({ body: { code: 0, msg: '', data: { ts: SERVER_TS } } });
  });

  it('a read sent with a wrong clock is refused (10002) and read again with the learnt offset, without a toast', async () => {
    const { http, server, notify } = setup(() => ok('fine'));
    await expect(http.get('/v1/index/get')).resolves.toBe('fine');
    expect(server.sent.filter((entry) => entry.url === '/v1/index/get')).toHaveLength(2);
    expect(server.clockCalls()).toHaveLength(1);
    expect(server.apiCalls()).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a write waits for the clock, so it is sent once with the offset-corrected timestamp', async () => {
    const { http, server } = setup(() => ok(null));
    await http.post('/v1/trade/order/confirm', { buy_type: 2 });
    expect(server.sent.map((entry) => entry.url)).toEqual(['/v1/config/get', '/v1/trade/order/confirm']);
    expect(server.sent[1]?.params.timestamp).toBe(SERVER_TS);
  });

  it('10002 with the learnt offset: learns the time again and retries once', async () => {
    let expired = false;
    const { http, server, notify } = setup(() => {
      if (!expired) return ok('fine');
      expired = false;
      return EXPIRED;
    });
    await http.get('/v1/index/get', { warm: 1 });
    expired = true;
    await expect(http.get('/v1/index/get')).resolves.toBe('fine');
    expect(server.clockCalls()).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('envelope codes (mall-spec §8)', () => {
  it('no code: the raw body is returned', async () => {
    const { http } = setup(() => ({ body: { list: [1] } }));
    await expect(http.get('/v1/x')).resolves.toEqual({ list: [1] });
  });

  it.each([0, 30000])('code %i: data is returned', async (code) => {
    const { http, notify } = setup(() => ({ body: { code, msg: '', data: { id: 7 } } }));
    await expect(http.get('/v1/x')).resolves.toEqual({ id: 7 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('code 130210: the caller gets its data as on success, without a toast (CONTRACT §5)', async () => {
    const { http, notify } = setup(() => ({ body: { code: 130210, msg: 'partial', data: { n: 1 }, extra: [2] } }));
    await expect(http.get('/v1/x')).resolves.toEqual({ n: 1 });
    await expect(http.post('/v1/y', { a: 1 })).resolves.toEqual({ n: 1 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('code 130210: the whole body stays reachable beside the data', async () => {
    const body = { code: 130210, msg: 'partial', data: { n: 1 }, extra: [2] };
    const { http } = setup(() => ({ body }));
    await expect(http.getWhole('/v1/x')).resolves.toEqual({ data: { n: 1 }, envelope: body });
    await expect(http.postWhole('/v1/y', { a: 1 })).resolves.toEqual({ data: { n: 1 }, envelope: body });
  });

  it('the whole answer of a success has its envelope, of a body without a code none', async () => {
    const { http } = setup((sent) => (sent.url === '/v1/raw' ? { body: [1, 2] } : ok({ id: 7 })));
    await expect(http.getWhole('/v1/x')).resolves.toEqual({ data: { id: 7 }, envelope: { code: 0, msg: 'ok', data: { id: 7 } } });
    await expect(http.getWhole('/v1/raw')).resolves.toEqual({ data: [1, 2], envelope: null });
  });

  it('code 22002: rejects without a toast', async () => {
    const { http, notify } = setup(() => ({ body: { code: 22002, msg: 'boom' } }));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ kind: 'thrown', code: 22002, message: 'boom' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('code 2: token removed, login asked for, call rejects', async () => {
    const { http, onUnauthorized, tokenNow } = setup(() => ({ body: { code: 2, msg: '请先登录' } }));
    await expect(http.get('/v1/trade/order/buyer/list')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(tokenNow()).toBeNull();
  });

  it.each([130100, 130107, 130114, 130701, 130900, 160001, 160002, 200000])(
    'ignore-list code %i: rejects without a toast, as a silent failure that carries no msg',
    async (code) => {
      const { http, notify } = setup(() => ({ body: { code, msg: '后台内部信息' } }));
      const error = await http.get('/v1/x').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'silent', code, shown: false, message: '请稍后重试' });
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('a code next to the ignore list is not silent', async () => {
    const { http, notify } = setup(() => ({ body: { code: 130115, msg: '活动已结束' } }));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ kind: 'business', code: 130115, shown: true, message: '活动已结束' });
    expect(notify).toHaveBeenCalledWith('活动已结束');
  });

  it('any other code: toasts msg and rejects', async () => {
    const { http, notify } = setup(() => ({ body: { code: 40001, msg: '库存不足' } }));
    await expect(http.post('/v1/trade/order/create', {})).rejects.toMatchObject({ code: 40001, shown: true });
    expect(notify).toHaveBeenCalledWith('库存不足');
  });

  it('silent calls reject without a toast', async () => {
    const { http, notify } = setup(() => ({ body: { code: 40001, msg: '库存不足' } }));
    await expect(http.get('/v1/x', {}, { silent: true })).rejects.toMatchObject({ shown: false });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it.each(Object.entries(STATUS_MESSAGES))('HTTP %s shows %s', async (status, message) => {
    const { http, notify } = setup(() => ({ status: Number(status), body: 'error page' }));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ kind: 'transport', code: Number(status) });
    expect(notify).toHaveBeenCalledWith(message);
  });

  it('a timeout and a network failure each have their own message', async () => {
    const timeout = setup((entry) => new AxiosError('timeout', AxiosError.ECONNABORTED, undefined, entry));
    await expect(timeout.http.get('/v1/x')).rejects.toMatchObject({ kind: 'timeout' });
    expect(timeout.notify.mock.calls[0]?.[0]).toMatch(/超时/);
    const offline = setup(() => new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(offline.http.get('/v1/x')).rejects.toMatchObject({ kind: 'network' });
    expect(offline.notify.mock.calls[0]?.[0]).toMatch(/网络/);
  });

  it('a transport whose code did not download fails that call as a network failure; the next call fetches it again', async () => {
    let downloads = 0;
    const transportCode = () => {
      downloads += 1;
      return downloads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./axios-transport');
    };
    const { http, notify, server } = setup(() => ok({ id: 1 }), { transportCode });
    // The read and the clock's call, sent together, meet the same failed download.
    await expect(http.get('/v1/x')).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenCalledWith(NETWORK_MESSAGE);
    await expect(http.get('/v1/x')).resolves.toEqual({ id: 1 });
    expect(downloads).toBe(2);
    expect(server.apiCalls()).toHaveLength(1);
  });

  it('a truncated JSON body is reported, not returned', async () => {
    const { http, notify } = setup(() => ({ body: '{"code":0,"data":{"li' }));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ kind: 'malformed' });
    expect(notify).toHaveBeenCalledOnce();
  });
});

describe('duplicate requests', () => {
  function slowServer() {
    const releases: Array<() => void> = [];
    const setupResult = setup(
      () =>
        new Promise<Reply>((resolve) => {
          releases.push(() => resolve(ok('done')));
        }),
    );
    return { ...setupResult, releaseAll: () => releases.splice(0).forEach((release) => release()) };
  }

  it('an identical request while the first is pending is cancelled with 数据请求中，请稍后', async () => {
    const { http, notify, releaseAll, server } = slowServer();
    const first = http.post('/v1/trade/order/create', { address_id: 1 });
    const second = http.post('/v1/trade/order/create', { address_id: 1 });
    await expect(second).rejects.toMatchObject({ kind: 'duplicate', message: DUPLICATE_MESSAGE });
    expect(notify).toHaveBeenCalledWith(DUPLICATE_MESSAGE);
    await vi.waitFor(() => expect(server.apiCalls()).toHaveLength(1));
    releaseAll();
    await expect(first).resolves.toBe('done');
    // Once settled, the same request may go again.
    const third = http.post('/v1/trade/order/create', { address_id: 1 });
    await vi.waitFor(() => expect(server.apiCalls()).toHaveLength(2));
    releaseAll();
    await expect(third).resolves.toBe('done');
  });

  it('different parameters are not duplicates, and paged requests are exempt', async () => {
    const { http, notify, releaseAll, server } = slowServer();
    const calls = [
      http.get('/v1/trade/order/buyer/list', { order_type: 1, page: 2, status: 5 }),
      http.get('/v1/trade/order/buyer/list', { order_type: 1, page: 2, status: 5 }),
      http.get('/v1/customer/address/get', { id: 1 }),
      http.get('/v1/customer/address/get', { id: 2 }),
    ];
    await vi.waitFor(() => expect(server.apiCalls()).toHaveLength(4));
    releaseAll();
    const results = await Promise.allSettled(calls);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('answers the page came with', () => {
  const primed = (...answers: PrimedAnswer[]) => primedAnswers(JSON.stringify({ answers }), () => 0);
  const HOME: PrimedAnswer = { path: '/v1/index/get', query: {}, for_anyone: true, envelope: { code: 0, msg: 'success', data: { from: 'page' } } };

  it('a read the page answered is not sent; the next one is', async () => {
    const { http, server } = setup(() => ok({ from: 'server' }), { early: primed(HOME) });
    await expect(http.get('/v1/index/get')).resolves.toEqual({ from: 'page' });
    expect(server.apiCalls()).toHaveLength(0);
    await expect(http.get('/v1/index/get')).resolves.toEqual({ from: 'server' });
    expect(server.apiCalls()).toHaveLength(1);
  });

  it('a personal answer goes only to a shopper without a token; a signed-in one asks the server', async () => {
    const product: PrimedAnswer = { path: '/v1/product/detail/get', query: { product_id: '7' }, for_anyone: false, envelope: { code: 0, msg: '', data: { is_favorite: 0 } } };
    const signedIn = setup(() => ok({ is_favorite: 1 }), { early: primed(product) });
    await expect(signedIn.http.get('/v1/product/detail/get', { product_id: 7 })).resolves.toEqual({ is_favorite: 1 });
    const anonymous = setup(() => ok({ is_favorite: 1 }), { early: primed(product), getToken: () => null });
    await expect(anonymous.http.get('/v1/product/detail/get', { product_id: 7 })).resolves.toEqual({ is_favorite: 0 });
    expect(anonymous.server.apiCalls()).toHaveLength(0);
  });

  it('a 130210 answer on the page is read as the server\'s would be: its data, its whole body beside it', async () => {
    const whole = { code: 130210, msg: 'partial', data: { from: 'page' }, note: 'rest' };
    const { http, server } = setup(() => ok({ from: 'server' }), { early: primed({ ...HOME, envelope: whole }) });
    await expect(http.getWhole('/v1/index/get')).resolves.toEqual({ data: { from: 'page' }, envelope: whole });
    expect(server.apiCalls()).toHaveLength(0);
  });

  it('only a success is taken from the page: any other envelope, and any write, goes to the server', async () => {
    const failed: PrimedAnswer = { ...HOME, envelope: { code: 40004, msg: 'gone', data: null } };
    const { http, server, notify } = setup(() => ok({ from: 'server' }), { early: primed(failed, { ...HOME, path: '/v1/coupon/receive' }) });
    await expect(http.get('/v1/index/get')).resolves.toEqual({ from: 'server' });
    await expect(http.post('/v1/coupon/receive', {})).resolves.toEqual({ from: 'server' });
    expect(server.apiCalls()).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('a page the server is drawing (src/entry-server.tsx)', () => {
  const page = (...answers: PrimedAnswer[]) => primedAnswers(JSON.stringify({ answers }), () => 0);
  const HOME: PrimedAnswer = { path: '/v1/index/get', query: {}, for_anyone: true, envelope: { code: 0, msg: 'success', data: { from: 'page' } } };

  it('answers its reads from the page alone: nothing is sent, not even the clock, and a read it lacks fails unsaid', async () => {
    const drawn = page(HOME);
    const { http, server, notify } = setup(() => ok({ from: 'server' }), { pageBeingDrawn: () => drawn, getToken: () => null });
    await expect(http.get('/v1/index/get')).resolves.toEqual({ from: 'page' });
    await expect(http.get('/v1/category/index')).rejects.toThrow('the page carries no answer for GET /v1/category/index');
    await expect(http.post('/v1/coupon/receive', {})).rejects.toThrow('the page carries no answer for POST /v1/coupon/receive');
    expect(server.sent).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends as before once the drawing is over', async () => {
    let drawn: ReturnType<typeof page> | null = page(HOME);
    const { http, server } = setup(() => ok({ from: 'server' }), { pageBeingDrawn: () => drawn });
    await http.get('/v1/index/get');
    drawn = null;
    await expect(http.get('/v1/index/get')).resolves.toEqual({ from: 'server' });
    expect(server.apiCalls()).toHaveLength(1);
  });
});

/** The same scripted server, reached as the early reads reach theirs: a URL and headers; a failure is an answer. */
function earlyTransportOf(server: ReturnType<typeof fakeServer>): EarlyTransport {
  return async (url, headers) => {
    const address = new URL(url, 'http://h5.test');
    const config = { method: 'get', url: address.pathname, params: Object.fromEntries(address.searchParams), headers } as unknown as InternalAxiosRequestConfig;
    try {
      return { data: (await server.adapter(config)).data };
    } catch (error) {
      return error instanceof AxiosError && error.response ? { status: error.response.status } : { failed: 'network' };
    }
  };
}

describe('reads sent before the app asked (a page served as built)', () => {
  const PAGE_READ: EarlyRead = { path: '/v1/component/page/info/get', query: { id: '101' }, forAnyone: true };
  const PRODUCT: EarlyRead = { path: '/v1/product/detail/get', query: { product_id: '7' }, forAnyone: false };
  const sender = { baseURL: '', secret: 'dev-secret', timestamp: SERVER_TS, deviceId: 'dev-9', timeoutMs: 1000 };
  const send = (reads: EarlyRead[], early: ReturnType<typeof fakeServer>) => sendEarlyReads(reads, sender, () => 0, earlyTransportOf(early));

  it('go signed and in no one\'s name; the screen\'s read takes the answer once instead of asking', async () => {
    const early = fakeServer(() => ok({ from: 'early' }));
    const reads = send([PAGE_READ], early);
    const { http, server } = setup(() => ok({ from: 'server' }), { early: reads });
    await expect(http.get('/v1/component/page/info/get', { id: 101 })).resolves.toEqual({ from: 'early' });
    expect(server.apiCalls()).toHaveLength(0);
    const [sent] = early.sent;
    expect(sent?.params).toMatchObject({ id: '101', platform: 'h5', timestamp: String(SERVER_TS), device_id: 'dev-9' });
    expect(sent?.params).not.toHaveProperty('token');
    expect(sent?.headers).not.toHaveProperty('x-token');
    const { sign: signature, ...rest } = sent!.params;
    expect(signature).toBe(sign(rest, 'dev-secret'));
    await expect(http.get('/v1/component/page/info/get', { id: 101 })).resolves.toEqual({ from: 'server' });
    expect(server.apiCalls()).toHaveLength(1);
  });

  it('an answer on its way is waited for, not asked again', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const early = fakeServer(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const { http, server } = setup(() => ok({ from: 'server' }), { early: send([PAGE_READ], early) });
    const read = http.get('/v1/component/page/info/get', { id: '101' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer(ok({ from: 'early' }));
    await expect(read).resolves.toEqual({ from: 'early' });
    expect(server.apiCalls()).toHaveLength(0);
  });

  it('an early read refused for the phone\'s clock, or for want of a token, is asked again as the screen\'s own', async () => {
    for (const reply of [EXPIRED, { body: { code: 2, msg: '请先登录' } }]) {
      const early = fakeServer(() => reply);
      const { http, server, notify, onUnauthorized } = setup(() => ok({ from: 'server' }), { early: send([PAGE_READ], early) });
      await expect(http.get('/v1/component/page/info/get', { id: '101' })).resolves.toEqual({ from: 'server' });
      expect(server.apiCalls()).toHaveLength(1);
      expect(notify).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });

  it('any other failure of an early read is met by the screen as its own, and not sent twice', async () => {
    for (const [reply, message] of [
      [new Error('offline'), NETWORK_MESSAGE],
      [{ status: 502, body: 'Bad Gateway' }, STATUS_MESSAGES[502]],
      [{ body: { code: 40400, msg: '页面不存在' } }, '页面不存在'],
      [{ body: '<html>' }, MALFORMED_MESSAGE],
    ] as const) {
      const early = fakeServer(() => reply);
      const { http, server, notify } = setup(() => ok({ from: 'server' }), { early: send([PAGE_READ], early) });
      await expect(http.get('/v1/component/page/info/get', { id: '101' })).rejects.toMatchObject({ message });
      expect(server.apiCalls()).toHaveLength(0);
      expect(notify).toHaveBeenCalledWith(message);
    }
  });

  it('an answer that depends on who asks goes only to a shopper without a token', async () => {
    const early = () => send([PRODUCT], fakeServer(() => ok({ is_favorite: 0 })));
    const signedIn = setup(() => ok({ is_favorite: 1 }), { early: early() });
    await expect(signedIn.http.get('/v1/product/detail/get', { product_id: 7 })).resolves.toEqual({ is_favorite: 1 });
    const anonymous = setup(() => ok({ is_favorite: 1 }), { early: early(), getToken: () => null });
    await expect(anonymous.http.get('/v1/product/detail/get', { product_id: 7 })).resolves.toEqual({ is_favorite: 0 });
  });

  it('hands the body to whoever announces what it draws, and nothing for a read not sent', async () => {
    const reads = send([PAGE_READ], fakeServer(() => ok({ nodes: [] })));
    await expect(reads.answerTo(PAGE_READ)).resolves.toEqual({ code: 0, msg: 'ok', data: { nodes: [] } });
    await expect(reads.answerTo(PRODUCT)).resolves.toBeUndefined();
  });
});

describe('the early reads\' own transport (fetch)', () => {
  const answering = (respond: () => Promise<Response>) => vi.spyOn(globalThis, 'fetch').mockImplementation(respond);

  it('answers the body as text, and any failure as what it was', async () => {
    const fetched = answering(async () => new Response('{"code":0}', { status: 200 }));
    await expect(fetchTransport('/v1/x?a=1', { accept: 'application/json' }, 1000)).resolves.toEqual({ data: '{"code":0}' });
    expect(fetched).toHaveBeenCalledWith('/v1/x?a=1', expect.objectContaining({ headers: { accept: 'application/json' } }));
    answering(async () => new Response('Bad Gateway', { status: 502 }));
    await expect(fetchTransport('/v1/x', {}, 1000)).resolves.toEqual({ status: 502 });
    answering(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchTransport('/v1/x', {}, 1000)).resolves.toEqual({ failed: 'network' });
    vi.restoreAllMocks();
  });

  it('gives up after its time limit', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    await expect(fetchTransport('/v1/x', {}, 20)).resolves.toEqual({ failed: 'timeout' });
    vi.restoreAllMocks();
  });
});

it('ApiError is recognisable', async () => {
  const { http } = setup(() => ({ body: { code: 40001, msg: 'x' } }));
  const error = await http.get('/v1/x').catch((caught: unknown) => caught);
  expect(isApiError(error)).toBe(true);
});

describe('unsigned calls (the back office, CONTRACT §9)', () => {
  function unsignedSetup(answer: (sent: Sent) => Reply) {
    const server = fakeServer(answer);
    const onUnauthorized = vi.fn();
    const notify = vi.fn<(message: string) => void>();
    const ready = vi.fn(() => new Promise<void>(() => undefined));
    const http = createHttpClient({
      baseURL: '',
      secret: 'dev-secret',
      clock: createServerClock(() => 1_700_000_000_000),
      getToken: () => 'shopper-token',
      getDeviceId: () => 'dev-9',
      onUnauthorized,
      notify,
      ready,
      adapter: server.adapter,
    });
    return { http, server, onUnauthorized, notify, ready };
  }
  const operator = { unsigned: { headers: { 'x-admin-token': 'op-1' } }, silent: true };

  it('carries the given header and its own parameters only, with no wait for the session or the clock', async () => {
    const { http, server, ready } = unsignedSetup(() => ok({ list: [] }));
    await expect(http.get('/admin/v1/pages', { page: 1, page_size: 20, empty: '' }, operator)).resolves.toEqual({ list: [] });
    await http.post('/admin/v1/page/save', { id: 3, document: { nodes: [] } }, operator);
    expect(server.sent.map((entry) => entry.url)).toEqual(['/admin/v1/pages', '/admin/v1/page/save']);
    const [read, write] = server.sent;
    expect(read?.params).toEqual({ page: 1, page_size: 20 });
    expect(read?.headers['x-admin-token']).toBe('op-1');
    expect(read?.headers['x-token']).toBeUndefined();
    expect(write?.params).toEqual({});
    expect(write?.body).toEqual({ id: 3, document: { nodes: [] } });
    expect(ready).not.toHaveBeenCalled();
  });

  it('reads the envelope as every call does, and a refusal never logs the shopper out', async () => {
    const stale = unsignedSetup(() => ({ body: { code: 40900, msg: '已被他人保存' } }));
    await expect(stale.http.post('/admin/v1/page/save', {}, operator)).rejects.toMatchObject({ kind: 'business', code: 40900 });
    const refused = unsignedSetup(() => ({ status: 401, body: { code: 401, msg: 'unauthorized' } }));
    await expect(refused.http.get('/admin/v1/pages', {}, operator)).rejects.toMatchObject({ kind: 'transport', code: 401 });
    const codeTwo = unsignedSetup(() => ({ body: { code: 2, msg: '请先登录' } }));
    await expect(codeTwo.http.get('/admin/v1/pages', {}, operator)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(codeTwo.onUnauthorized).not.toHaveBeenCalled();
    expect(refused.notify).not.toHaveBeenCalled();
  });
});
