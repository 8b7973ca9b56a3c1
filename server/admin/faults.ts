/** Fault injection for browser tests (only with --test-hooks). */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context.ts';

export interface Fault {
  path: string;
  method?: string;
  /** How many matching calls fail; default 1. */
  times: number;
  status?: number;
  code?: number;
  msg?: string;
  delay_ms?: number;
  /** Raw response body, possibly malformed or not JSON. */
  body?: string;
}

export class Faults {
  private list: Fault[] = [];

  add(input: Partial<Fault> & { path: string }): Fault {
    const fault: Fault = { ...input, times: Math.max(1, Math.floor(Number(input.times ?? 1)) || 1) };
    this.list.push(fault);
    return fault;
  }

  clear(): void {
    this.list = [];
  }

  all(): Fault[] {
    return [...this.list];
  }

  /** Whether a call would meet a fault, without using it up. */
  waiting(method: string, path: string): boolean {
    return this.match(method, path) !== undefined;
  }

  /** The first fault matching the call, with one use consumed. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.match(method, path);
    if (!fault) return undefined;
    fault.times--;
    if (fault.times <= 0) this.list = this.list.filter((f) => f !== fault);
    return fault;
  }

  private match(method: string, path: string): Fault | undefined {
    return this.list.find((f) => f.path === path && (!f.method || f.method.toUpperCase() === method));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function faultMiddleware(faults: Faults): MiddlewareHandler<Env> {
  return async (c, next) => {
    const fault = faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delay_ms && fault.delay_ms > 0) await sleep(Math.min(fault.delay_ms, 120_000));
    const status = (fault.status ?? 200) as 200;
    if (fault.body !== undefined) return c.body(fault.body, status, { 'content-type': 'application/json; charset=utf-8' });
    if (fault.code !== undefined) return c.json({ code: fault.code, msg: fault.msg ?? '模拟错误', data: null }, status);
    if (fault.status !== undefined) return c.text(fault.msg ?? 'Injected failure', status);
    return next();
  };
}
