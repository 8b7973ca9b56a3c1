/**
 * Rewrites the `data` of every JSON answer into the dialect in use, on the way out. One place covers
 * every API answer in every mode (demo handlers, replayed recordings) and, since server/front/primed.ts asks
 * the app itself, the first reads put in a served page too: a primed read and a fetched one are the
 * same. It wraps the test hooks, so hostile answers are poisoned first and then written in the dialect.
 * The envelope (`code`, `msg`) is the client's contract with every back end and is left as it is.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context.ts';
import { speak, type DialectSwitch } from './dialects.ts';

export function dialectMiddleware(dialect: DialectSwitch): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    const current = dialect.current;
    if (current === 'strict' || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const envelope: unknown = await c.res.clone().json().catch(() => null);
    if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope) || !('data' in envelope)) return;
    const body = JSON.stringify({ ...envelope, data: speak(current, c.req.path, envelope.data) });
    c.res = new Response(body, { status: c.res.status, headers: { 'content-type': 'application/json; charset=UTF-8' } });
  };
}
