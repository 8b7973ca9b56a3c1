/**
 * Record mode proxies every API call to an upstream and saves a masked fixture per call;
 * replay mode answers from those fixtures (matched by method + path + normalised params; repeated
 * calls get the recorded answers in order, the last one repeating).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ctx, Deps } from '../context.ts';
import { CODE, fail } from '../envelope.ts';
import { clientText } from '../log-text.ts';
import { callKey, fixtureFileName, mask, storedParams, type RecordedCall } from './fixture-key.ts';

function fieldsOf(c: Ctx): Record<string, unknown> {
  return { ...c.get('query'), ...c.get('body') };
}

function loadFixtures(dir: string): RecordedCall[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as RecordedCall)
    .filter((call) => typeof call.key === 'string');
}

const FORWARDED_HEADERS = ['content-type', 'x-token', 'user-agent', 'accept', 'accept-language'];

export function recorder(deps: Deps): (c: Ctx) => Response | Promise<Response> {
  const { upstream, fixturesDir } = deps.options;
  if (!upstream) throw new Error('--mode record needs --upstream <url>');
  mkdirSync(fixturesDir, { recursive: true });
  const counts = new Map<string, number>();
  for (const call of loadFixtures(fixturesDir)) counts.set(call.key, Math.max(counts.get(call.key) ?? 0, call.seq));

  return async (c) => {
    const url = new URL(c.req.path + new URL(c.req.url).search, upstream);
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let res: Response;
    try {
      res = await fetch(url, { method: c.req.method, headers, body: hasBody ? await c.req.arrayBuffer() : undefined });
    } catch (error) {
      deps.log(`[record] upstream failed for ${c.req.method} ${clientText(c.req.path, 300)}: ${String(error)}`);
      return c.json(fail(CODE.UPSTREAM, '上游服务不可用'), 502);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // non-JSON answers are stored as text
    }
    const params = storedParams(fieldsOf(c));
    const key = callKey(c.req.method, c.req.path, params);
    const seq = (counts.get(key) ?? 0) + 1;
    counts.set(key, seq);
    const call: RecordedCall = {
      method: c.req.method, path: c.req.path, params, key, seq, status: res.status,
      response: mask(body), recorded_at: new Date().toISOString(),
    };
    writeFileSync(join(fixturesDir, fixtureFileName(call)), `${JSON.stringify(call, null, 2)}\n`);
    deps.log(`[record] ${c.req.method} ${clientText(c.req.path, 300)} → ${res.status} (#${seq})`);
    return c.body(text, res.status as 200, { 'content-type': res.headers.get('content-type') ?? 'application/json; charset=utf-8' });
  };
}

export function replayer(deps: Deps): (c: Ctx) => Response | Promise<Response> {
  const byKey = new Map<string, RecordedCall[]>();
  for (const call of loadFixtures(deps.options.fixturesDir)) {
    byKey.set(call.key, [...(byKey.get(call.key) ?? []), call].sort((a, b) => a.seq - b.seq));
  }
  deps.log(`[replay] ${[...byKey.values()].reduce((n, calls) => n + calls.length, 0)} recorded answers from ${deps.options.fixturesDir}`);
  const served = new Map<string, number>();

  return (c) => {
    const key = callKey(c.req.method, c.req.path, storedParams(fieldsOf(c)));
    const calls = byKey.get(key);
    if (!calls?.length) {
      deps.log(`[replay] not recorded: ${clientText(key)}`);
      return c.json(fail(CODE.NOT_RECORDED, `回放数据中没有录制此请求：${c.req.method} ${c.req.path}`));
    }
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const call = calls[Math.min(index, calls.length - 1)]!;
    const body = typeof call.response === 'string' ? call.response : JSON.stringify(call.response);
    return c.body(body, call.status as 200, { 'content-type': 'application/json; charset=utf-8' });
  };
}
