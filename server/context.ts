/** What every route module gets: the shared dependencies and the per-request helpers. */
import type { Context, Hono } from 'hono';
import type { CatalogIndex } from './catalog.ts';
import type { Clock } from './clock.ts';
import { ApiError, CODE } from './envelope.ts';
import type { CustomerRec, State } from './model.ts';
import type { ServerOptions } from './options.ts';
import type { PageStore } from './state/page-store.ts';
import type { StateStore } from './state/store.ts';

export interface Env {
  /**
   * Set only on requests the server makes to itself (server/front/primed.ts): a client cannot send it, as it
   * could a header. Over HTTP the node adapter puts its own objects here.
   */
  Bindings: { primedFor?: string };
  Variables: {
    /** Query parameters (strings). */
    query: Record<string, string>;
    /** Top-level fields of a JSON body ({} for none). */
    body: Record<string, unknown>;
  };
}

export type Ctx = Context<Env>;
export type App = Hono<Env>;

export interface Deps {
  options: ServerOptions;
  catalog: CatalogIndex;
  store: StateStore;
  /** The operators' pages (CONTRACT §9), in their own file beside the state. */
  pages: PageStore;
  clock: Clock;
  log: (line: string) => void;
}

export function state(deps: Deps): State {
  return deps.store.state;
}

/** A parameter from the JSON body, else from the query. */
export function param(c: Ctx, key: string): unknown {
  const body = c.get('body');
  return key in body ? body[key] : c.get('query')[key];
}

export function str(c: Ctx, key: string): string {
  const value = param(c, key);
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A numeric parameter; `fallback` when absent or not a number. */
export function num(c: Ctx, key: string, fallback = 0): number {
  const raw = param(c, key);
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

/** Page number (from 1) and page size from the request. */
export function paging(c: Ctx, defaultSize: number): { page: number; size: number } {
  const page = Math.max(1, Math.floor(num(c, 'page', 1)));
  const size = Math.min(100, Math.max(1, Math.floor(num(c, 'page_size', defaultSize))));
  return { page, size };
}

export function pageOf<T>(items: T[], page: number, size: number): { slice: T[]; has_more: boolean } {
  const start = (page - 1) * size;
  return { slice: items.slice(start, start + size), has_more: start + size < items.length };
}

/** Token placement (CONTRACT §2): header `x-token` on /v1 paths, query `token` on /1 paths. */
export function tokenOf(c: Ctx): string {
  return c.req.path.startsWith('/1/') ? (c.get('query').token ?? '') : (c.req.header('x-token') ?? '');
}

export function currentCustomer(c: Ctx, deps: Deps): CustomerRec | undefined {
  const token = tokenOf(c);
  if (!token) return undefined;
  const id = state(deps).tokens[token];
  return id === undefined ? undefined : state(deps).customers.find((cu) => cu.customer_id === id);
}

export function requireCustomer(c: Ctx, deps: Deps): CustomerRec {
  const customer = currentCustomer(c, deps);
  if (!customer) throw new ApiError(CODE.NOT_LOGGED_IN, '请先登录');
  return customer;
}

/** Wraps a handler's data in a success envelope; thrown ApiErrors become error envelopes. */
export function answer(fn: (c: Ctx) => unknown): (c: Ctx) => Promise<Response> {
  return async (c) => {
    const data = await fn(c);
    return c.json({ code: 0, msg: 'success', data: data === undefined ? null : data });
  };
}
