/** Puts the query and the top-level JSON body fields on the context, for API paths. */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context.ts';
import { CODE, fail } from '../envelope.ts';

/**
 * Deeper than any real request (the deepest the client sends is 2). JSON.parse copes with 10⁵
 * levels, but signing, logging and answering stringify the value recursively and overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

export const BAD_JSON = fail(CODE.BAD_PARAM, '请求数据格式错误');

/** Whether `value` nests objects or arrays more than `max` levels deep (iterative: no stack to overflow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** `maxDepth`: the back office's page documents nest deeper than shopper calls (server/routes/admin-pages.ts). */
export function parseParams(maxDepth = MAX_JSON_DEPTH): MiddlewareHandler<Env> {
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
          return c.json(BAD_JSON);
        }
        if (nestedDeeperThan(parsed, maxDepth)) return c.json(BAD_JSON);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) c.set('body', parsed as Record<string, unknown>);
      }
    }
    await next();
  };
}
