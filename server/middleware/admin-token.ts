/**
 * Back-office calls (CONTRACT §9) carry the operator token in `x-admin-token`. Anything else (no token, a
 * wrong one, a shopper's token) is HTTP 401 before a handler runs, so nothing is read or changed.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context.ts';
import { CODE, fail } from '../envelope.ts';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant time whatever the lengths: the digests are always 32 bytes. */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function requireAdminToken(expected: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const given = c.req.header(ADMIN_TOKEN_HEADER);
    if (!given) return c.json(fail(CODE.ADMIN_TOKEN_REFUSED, `缺少运营令牌（请求头 ${ADMIN_TOKEN_HEADER}）`), 401);
    if (!sameToken(given, expected)) return c.json(fail(CODE.ADMIN_TOKEN_REFUSED, '运营令牌无效'), 401);
    await next();
  };
}
