/** Request parsing and verification for API paths (CONTRACT §2). */
import type { MiddlewareHandler } from 'hono';
import { sign } from '../../src/core/request/sign.ts';
import type { Deps, Env } from '../context.ts';
import { CODE, fail } from '../envelope.ts';

export const TIMESTAMP_WINDOW_S = 300;
/** Signed, but answerable with any clock so the client can learn the offset. */
const WINDOW_EXEMPT = new Set(['/v1/config/get']);

export function isApiPath(path: string): boolean {
  return path.startsWith('/v1/') || path.startsWith('/1/');
}

/** Puts the query and the top-level JSON body fields on the context. */
export function parseParams(): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set('query', c.req.query());
    c.set('body', {});
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && type.includes('json')) {
      const text = await c.req.text();
      if (text.trim()) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return c.json(fail(CODE.BAD_PARAM, '请求数据格式错误'));
        }
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) c.set('body', parsed as Record<string, unknown>);
      }
    }
    await next();
  };
}

export function verifyRequest(deps: Deps): MiddlewareHandler<Env> {
  return async (c, next) => {
    const query = c.get('query');
    const fields: Record<string, unknown> = { ...query, ...c.get('body') };
    const given = query.sign ?? '';
    if (query.platform !== 'h5' || !given || sign(fields, deps.options.secret) !== given.toLowerCase()) {
      return c.json(fail(CODE.BAD_SIGN, '签名错误'));
    }
    if (!WINDOW_EXEMPT.has(c.req.path)) {
      const timestamp = Number(query.timestamp);
      if (!Number.isFinite(timestamp) || Math.abs(timestamp - deps.clock.now()) > TIMESTAMP_WINDOW_S) {
        return c.json(fail(CODE.EXPIRED, '请求已过期，请校准时间'));
      }
    }
    await next();
  };
}
