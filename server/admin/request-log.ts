/**
 * The recent API requests, so browser tests can assert what the client sent. Kept only with
 * --test-hooks; a body over LOGGED_BODY_CHARS is kept as a preview, so the log stays a few MB at most.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context.ts';

export interface LoggedRequest {
  seq: number;
  /** Server receive time, ms. */
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** Set when the body was too large to keep: its JSON length; `body` then holds only `_preview`. */
  body_chars?: number;
  headers: { x_token: boolean; content_type: string; user_agent: string };
  /** The page whose HTML this answer was put in (server/front/primed.ts), when the client did not send it. */
  primed_for?: string;
}

const LIMIT = 1000;
/** Every request body the client sends is far smaller; only a large, odd one is cut. */
export const LOGGED_BODY_CHARS = 4096;

/** The body as logged: itself when small, else the start of its JSON text. */
function loggedBody(body: Record<string, unknown>): Pick<LoggedRequest, 'body' | 'body_chars'> {
  const text = JSON.stringify(body);
  if (text.length <= LOGGED_BODY_CHARS) return { body };
  return { body: { _preview: text.slice(0, LOGGED_BODY_CHARS) }, body_chars: text.length };
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;

  add(entry: Omit<LoggedRequest, 'seq'>): void {
    this.entries.push({ ...entry, seq: ++this.seq });
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT);
  }

  /** Oldest first; `path` filters by exact path, or by prefix when it ends with `*`. */
  find(path?: string): LoggedRequest[] {
    if (!path) return [...this.entries];
    if (path.endsWith('*')) return this.entries.filter((e) => e.path.startsWith(path.slice(0, -1)));
    return this.entries.filter((e) => e.path === path);
  }

  clear(): void {
    this.entries = [];
  }
}

export function logRequests(log: RequestLog): MiddlewareHandler<Env> {
  return async (c, next) => {
    log.add({
      at: Date.now(),
      method: c.req.method,
      path: c.req.path,
      query: c.get('query'),
      ...loggedBody(c.get('body')),
      headers: {
        x_token: Boolean(c.req.header('x-token')),
        content_type: c.req.header('content-type') ?? '',
        user_agent: c.req.header('user-agent') ?? '',
      },
      // `env` itself is absent on in-process requests made without bindings (the server tests').
      ...(c.env?.primedFor ? { primed_for: c.env.primedFor } : {}),
    });
    await next();
  };
}
