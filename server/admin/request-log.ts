/** The recent API requests, so browser tests can assert what the client sent. */
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
  headers: { x_token: boolean; content_type: string; user_agent: string };
  /** The page whose HTML this answer was put in (server/primed.ts), when the client did not send it. */
  primed_for?: string;
}

const LIMIT = 1000;

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
      body: c.get('body'),
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
