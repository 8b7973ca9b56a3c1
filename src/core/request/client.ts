import type { AxiosAdapter } from 'axios';
import type { Transport } from './axios-transport';
import type { ServerClock } from './clock';
import { requestKey, isPaged, InFlight } from './dedupe';
import { EXPIRED_TIMESTAMP_CODE } from '../../contract/envelope-codes';
import { readEnvelope, type Envelope } from './envelope';
import { ApiError, type ApiErrorKind } from './errors';
import type { EarlyAnswers, EarlyResponse } from '../early-answers/answers';
import { DUPLICATE_MESSAGE, MALFORMED_MESSAGE, NETWORK_MESSAGE, SILENT_FAILURE_MESSAGE, TIMEOUT_MESSAGE, statusMessage } from './messages';
import type { wireCall } from '../../contract/signed-call';
import { CLOCK_PATH, unsignedCall, type Body, type Method, type Query } from '../../contract/wire-call';

export { CLOCK_PATH } from '../../contract/wire-call';
export type { Body, Query, QueryValue } from '../../contract/wire-call';

export interface RequestOptions {
  /** Reject without a toast (background calls the shopper did not ask for). */
  silent?: boolean;
  timeoutMs?: number;
  /**
   * An unsigned call with these headers instead of the shopper's (the back office's `x-admin-token`,
   * CONTRACT §9): it waits for no session or clock, and a refusal never logs the shopper out.
   */
  unsigned?: { headers: Record<string, string> };
}

export interface ClientDeps {
  baseURL: string;
  secret: string;
  clock: ServerClock;
  getToken: () => string | null;
  getDeviceId: () => string | null;
  /** Envelope code 2: the token must go and the shopper must be asked to log in. */
  onUnauthorized: () => void;
  notify: (message: string) => void;
  /** Resolves once the session knows its token and device id (the native bridge may be slow). */
  ready?: () => Promise<void>;
  timeoutMs?: number;
  /** Answers to the first reads that came before the client asked: in the page, or sent as it loaded. */
  early?: EarlyAnswers;
  /**
   * Set while a server draws a page (src/entry-server.tsx): every read is answered by that page alone,
   * nothing is sent, and a read the page does not answer fails (the screen is then left to the client).
   */
  pageBeingDrawn?: () => EarlyAnswers | null;
  /** Tests swap the transport. */
  adapter?: AxiosAdapter;
  /** Tests make the transport's download fail. */
  transportCode?: () => Promise<typeof import('./axios-transport')>;
}

/** An answer's data and the body it came in, for a caller that reads more than the data (code 130210). */
export interface WholeAnswer<T> {
  data: T;
  /** The body as sent (code, msg, data and any other field); null for a body without a code, which is the data itself. */
  envelope: Envelope | null;
}

export interface HttpClient {
  get: <T>(path: string, params?: Query, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: Body, options?: RequestOptions) => Promise<T>;
  /** As `get`, with the whole body beside the data (CONTRACT §5: code 130210 hands it to the caller). */
  getWhole: <T>(path: string, params?: Query, options?: RequestOptions) => Promise<WholeAnswer<T>>;
  /** As `post`, with the whole body beside the data. */
  postWhole: <T>(path: string, body?: Body, options?: RequestOptions) => Promise<WholeAnswer<T>>;
  /** Fetches `/v1/config/get` once (again when `force`), learns the clock offset, answers its data. */
  syncClock: (force?: boolean) => Promise<unknown>;
  /** Fetches the transport's code ahead of the first call that needs it. */
  warmTransport: () => void;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** What the transport's chunk brings: the carrier of a call, and the writer of a signed one. */
interface Carrier {
  carry: Transport;
  write: typeof wireCall;
}

/** Thrown: the caller decides; unauthorized: the login asked for says it; silent: nobody says anything. */
const KINDS_THE_LAYER_NEVER_TOASTS: ReadonlySet<ApiErrorKind> = new Set(['thrown', 'unauthorized', 'silent']);

function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('malformed', MALFORMED_MESSAGE);
  }
}

/** Anything else thrown on the way (a download that failed, a bug) is, to the shopper, a call that did not go. */
function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('network', NETWORK_MESSAGE);
}

/** An early answer's body, or the failure the client's own transport would have met. */
function earlyBody(answer: EarlyResponse): unknown {
  if ('data' in answer) return answer.data;
  if ('status' in answer) throw new ApiError('transport', statusMessage(answer.status), answer.status);
  throw answer.failed === 'timeout' ? new ApiError('timeout', TIMEOUT_MESSAGE) : new ApiError('network', NETWORK_MESSAGE);
}

export function createHttpClient(deps: ClientDeps): HttpClient {
  let transport: Promise<Carrier> | undefined;
  /**
   * The transport's code, with the signed call's writer, fetched on the first call that is sent (or by
   * warmTransport): a download that fails fails that call as a network error, and the next call fetches it again.
   */
  function loadTransport(): Promise<Carrier> {
    transport ??= (deps.transportCode?.() ?? import('./axios-transport')).then(
      (module) => ({ carry: module.axiosTransport(deps.adapter), write: module.wireCall }),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    );
    return transport;
  }
  const inFlight = new InFlight();
  let clockSync: Promise<unknown> | null = null;
  let clockSyncPending = false;
  /** How many times the offset was learnt: a call sent before the latest learning used a stale clock. */
  let clockLearnings = 0;

  function fail(error: ApiError, options: RequestOptions): never {
    const shouldShow = !options.silent && !error.shown && !KINDS_THE_LAYER_NEVER_TOASTS.has(error.kind);
    if (shouldShow) deps.notify(error.message);
    throw shouldShow ? new ApiError(error.kind, error.message, error.code, true, error.body) : error;
  }

  async function send(method: Method, path: string, params: Query, body: Body | undefined, options: RequestOptions) {
    const { carry, write } = await loadTransport();
    const learningsAtSend = clockLearnings;
    const wire = options.unsigned
      ? unsignedCall(method, path, params, body, options.unsigned.headers)
      : write(method, path, params, body, {
          secret: deps.secret,
          timestamp: deps.clock.nowSeconds(),
          deviceId: deps.getDeviceId(),
          token: deps.getToken(),
        });
    const answer = await carry(wire, { baseURL: deps.baseURL, timeoutMs: options.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS });
    return { outcome: readEnvelope(parseBody(answer)), learningsAtSend };
  }

  /** An answer that came before the read was asked for (`early`) is read as this read's own. */
  async function call<T>(
    method: Method,
    path: string,
    params: Query,
    body: Body | undefined,
    options: RequestOptions,
    retried = false,
    early?: EarlyResponse | Promise<EarlyResponse>,
  ): Promise<WholeAnswer<T>> {
    let sent;
    try {
      // An early read went out before the clock was learnt, as the first of all calls.
      sent = early ? { outcome: readEnvelope(parseBody(earlyBody(await early))), learningsAtSend: 0 } : await send(method, path, params, body, options);
    } catch (error) {
      return fail(asApiError(error), options);
    }
    const { outcome, learningsAtSend } = sent;
    switch (outcome.kind) {
      case 'raw':
        return { data: outcome.value as T, envelope: null };
      case 'data':
        return { data: outcome.value as T, envelope: outcome.envelope };
      case 'unauthorized':
        // An early read went in no one's name: asked again, this read carries the shopper's token.
        if (early) return call<T>(method, path, params, body, options, retried);
        if (!options.unsigned) deps.onUnauthorized();
        return fail(new ApiError('unauthorized', outcome.msg || '请先登录', outcome.code), options);
      case 'throw':
        return fail(new ApiError('thrown', outcome.msg, outcome.code), options);
      case 'silent':
        return fail(new ApiError('silent', SILENT_FAILURE_MESSAGE, outcome.code), options);
      case 'toast':
        // A stale clock is the client's fault, not the shopper's: learn the time again and retry once.
        if (outcome.code === EXPIRED_TIMESTAMP_CODE && !retried && path !== CLOCK_PATH && !options.unsigned) {
          // Sent before the offset was (re)learnt: the learnt one may do. Sent after it: learn again.
          const clockWasKnown = learningsAtSend === clockLearnings;
          await syncClock(clockWasKnown).catch(() => undefined);
          return call<T>(method, path, params, body, options, true);
        }
        return fail(new ApiError('business', outcome.msg, outcome.code), options);
    }
  }

  /** A read of the page being drawn: its answer there, read as the read's own; anything else fails unsent and unsaid. */
  async function fromPage<T>(page: EarlyAnswers, method: Method, path: string, params: Query, body: Body | undefined, options: RequestOptions): Promise<WholeAnswer<T>> {
    const quiet = { ...options, silent: true };
    const answer = method === 'GET' ? page.take(path, params, false) : undefined;
    if (answer === undefined) return fail(new ApiError('network', `the page carries no answer for ${method} ${path}`), quiet);
    return call<T>(method, path, params, body, quiet, false, answer);
  }

  async function request<T>(method: Method, path: string, params: Query = {}, body?: Body, options: RequestOptions = {}): Promise<WholeAnswer<T>> {
    const drawn = deps.pageBeingDrawn?.();
    if (drawn) return fromPage<T>(drawn, method, path, params, body, options);
    const key = requestKey(method, path, params, body);
    const exempt = isPaged(params, body);
    if (!exempt && !inFlight.enter(key)) return fail(new ApiError('duplicate', DUPLICATE_MESSAGE), options);
    try {
      if (options.unsigned) return await call<T>(method, path, params, body, options);
      await deps.ready?.();
      if (path !== CLOCK_PATH) {
        const synced = syncClock().catch(() => undefined);
        // A read goes at once: most phones keep good time, so a first screen saves a whole round trip, and a
        // phone whose clock is off gets 10002 and reads again with the learnt offset. A write (a tap: pay,
        // save, confirm) waits for the offset, so it goes once, not refused first on a phone with a wrong clock.
        if (method === 'POST') await synced;
      }
      const early = method === 'GET' ? deps.early?.take(path, params, Boolean(deps.getToken())) : undefined;
      return await call<T>(method, path, params, body, options, false, early);
    } finally {
      if (!exempt) inFlight.leave(key);
    }
  }

  function syncClock(force = false): Promise<unknown> {
    if (clockSync && (!force || clockSyncPending)) return clockSync;
    clockSyncPending = true;
    const attempt = request<{ ts?: unknown } | null>('GET', CLOCK_PATH, {}, undefined, { silent: true })
      .then(({ data }) => {
        const ts = Number(data?.ts);
        if (Number.isFinite(ts)) {
          deps.clock.learn(ts);
          clockLearnings += 1;
        }
        return data;
      })
      .finally(() => {
        clockSyncPending = false;
      });
    // A failed sync must not poison every later call: the next one tries again.
    attempt.catch(() => {
      if (clockSync === attempt) clockSync = null;
    });
    clockSync = attempt;
    return attempt;
  }

  // One request path: get and post are the whole answer's data.
  const getWhole = <T>(path: string, params?: Query, options?: RequestOptions) => request<T>('GET', path, params, undefined, options);
  const postWhole = <T>(path: string, body?: Body, options?: RequestOptions) => request<T>('POST', path, {}, body ?? {}, options);
  return {
    get: <T>(path: string, params?: Query, options?: RequestOptions) => getWhole<T>(path, params, options).then(({ data }) => data),
    post: <T>(path: string, body?: Body, options?: RequestOptions) => postWhole<T>(path, body, options).then(({ data }) => data),
    getWhole,
    postWhole,
    syncClock,
    warmTransport: () => void loadTransport().catch(() => undefined),
  };
}
