/** Signature and timestamp checks for API paths (CONTRACT §2). */
import type { MiddlewareHandler } from 'hono';
import type { Deps, Env } from '../context.ts';
import { CODE, fail } from '../envelope.ts';
import { SIGN_FORMAT, serverSign } from '../sign.ts';

export const TIMESTAMP_WINDOW_S = 300;
/** Signed, but answerable with any clock so the client can learn the offset. */
const WINDOW_EXEMPT = new Set(['/v1/config/get']);

const BAD_SIGN = fail(CODE.BAD_SIGN, '签名错误');
const EXPIRED = fail(CODE.EXPIRED, '请求已过期，请校准时间');

export function isApiPath(path: string): boolean {
  return path.startsWith('/v1/') || path.startsWith('/1/');
}

/** The cheap checks (platform, sign format, timestamp) come first, so a forged request costs no hashing. */
export function verifyRequest(deps: Deps): MiddlewareHandler<Env> {
  return async (c, next) => {
    const query = c.get('query');
    const given = query.sign ?? '';
    if (query.platform !== 'h5' || !SIGN_FORMAT.test(given)) return c.json(BAD_SIGN);
    if (!WINDOW_EXEMPT.has(c.req.path)) {
      const timestamp = Number(query.timestamp);
      if (!Number.isFinite(timestamp) || Math.abs(timestamp - deps.clock.now()) > TIMESTAMP_WINDOW_S) return c.json(EXPIRED);
    }
    if (serverSign({ ...query, ...c.get('body') }, deps.options.secret) !== given.toLowerCase()) return c.json(BAD_SIGN);
    await next();
  };
}
