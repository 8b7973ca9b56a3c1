/** Test helper: an app on a temp data dir with a controllable clock, and signed calls via the shared sign(). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '../../src/contract/signed-call.ts';
import type { Envelope } from '../../src/contract/index.ts';
import { createApp, type CreatedApp } from '../app.ts';
import type { ServerOptions } from '../options.ts';

export const DEMO_MOBILE = '13800138000';
export const DEMO_CODE = '123456';

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  token?: string;
  /** Seconds added to the server clock for `timestamp`. */
  offset?: number;
  secret?: string;
  /** Replace the computed signature. */
  sign?: string;
  /** Put the token where it does NOT belong (header on /1, query on /v1). */
  wrongTokenPlace?: boolean;
  omit?: string[];
  headers?: Record<string, string>;
}

export interface TestServer extends CreatedApp {
  dataDir: string;
  /** Moves the fake clock forward. */
  advance: (seconds: number) => void;
  call: <T = unknown>(method: 'GET' | 'POST', path: string, options?: CallOptions) => Promise<Envelope<T>>;
  raw: (method: string, path: string, init?: RequestInit) => Promise<Response>;
  login: (mobile?: string) => Promise<string>;
}

export const START_MS = Date.UTC(2026, 10, 11, 2, 0, 0);

export function testServer(options: Partial<ServerOptions> = {}, startMs = START_MS): TestServer {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'h5-api-'));
  let nowMs = startMs;
  const created = createApp({ quiet: true, testHooks: true, wechatSim: true, persistDebounceMs: 0, now: () => nowMs, ...options, dataDir });
  const secret = created.options.secret;

  const call = async <T>(method: 'GET' | 'POST', path: string, o: CallOptions = {}): Promise<Envelope<T>> => {
    const oldStyle = path.startsWith('/1/');
    const query: Record<string, string> = { platform: 'h5', timestamp: String(created.deps.clock.now() + (o.offset ?? 0)) };
    for (const [k, v] of Object.entries(o.query ?? {})) query[k] = String(v);
    const tokenInQuery = o.token && (oldStyle !== Boolean(o.wrongTokenPlace));
    if (tokenInQuery && o.token) query.token = o.token;
    for (const key of o.omit ?? []) delete query[key];
    query.sign = o.sign ?? sign({ ...query, ...(o.body ?? {}) }, o.secret ?? secret);
    if (o.omit?.includes('sign')) delete query.sign;
    const headers: Record<string, string> = { ...o.headers };
    if (o.token && !tokenInQuery) headers['x-token'] = o.token;
    if (o.body) headers['content-type'] = 'application/json';
    const res = await created.app.request(`${path}?${new URLSearchParams(query)}`, {
      method,
      headers,
      ...(o.body ? { body: JSON.stringify(o.body) } : {}),
    });
    return (await res.json()) as Envelope<T>;
  };

  const login = async (mobile = DEMO_MOBILE): Promise<string> => {
    const res = await call<{ token: string }>('POST', '/v1/customer/login/captcha_login', { body: { mobile, captcha: DEMO_CODE } });
    if (res.code !== 0) throw new Error(`login failed: ${res.msg}`);
    return res.data.token;
  };

  return {
    ...created,
    dataDir,
    advance: (seconds) => {
      nowMs += seconds * 1000;
    },
    call,
    raw: async (method, path, init = {}) => created.app.request(path, { method, ...init }),
    login,
  };
}
