import type { APIRequestContext } from '@playwright/test';

/** Fault injection and inspection hooks of the embedded server (only on with --test-hooks). */
export interface Fault {
  path: string;
  method?: 'GET' | 'POST';
  times?: number;
  status?: number;
  code?: number;
  msg?: string;
  delay_ms?: number;
  body?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: { x_token: boolean };
  /** Set when the server answered this read into a page it served (server/front/primed.ts), not for the client. */
  primed_for?: string;
}

export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__admin/faults', { data: fault });
  if (!response.ok()) throw new Error(`fault not accepted: ${response.status()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__admin/faults');
}

async function loggedCalls(request: APIRequestContext, path: string): Promise<LoggedRequest[]> {
  const response = await request.get(`/__admin/requests?path=${encodeURIComponent(path)}`);
  const body = (await response.json()) as { requests: LoggedRequest[] };
  return body.requests;
}

/** The calls the client sent to `path`, oldest first. */
export async function requestsTo(request: APIRequestContext, path: string): Promise<LoggedRequest[]> {
  return (await loggedCalls(request, path)).filter((logged) => !logged.primed_for);
}

/** The reads of `path` the server answered into the pages it served, oldest first. */
export async function primedReadsOf(request: APIRequestContext, path: string): Promise<LoggedRequest[]> {
  return (await loggedCalls(request, path)).filter((logged) => logged.primed_for);
}

export async function setClockSkew(request: APIRequestContext, skew: number): Promise<void> {
  await request.post('/__admin/clock', { data: { skew } });
}

export const DEMO_CODE = '123456';

export interface MadeOrder {
  order_no: string;
  trade_no: string;
  id: number;
}

/**
 * A new order of `mobile`'s in the state a test needs: unpaid (closing in `seconds`), paid
 * (pending shipment, not yet urged) or shipped (pending receipt, one parcel on its way).
 */
export async function makeOrder(
  request: APIRequestContext,
  state: 'unpaid' | 'paid' | 'shipped',
  { mobile = '13800138000', seconds = 1800 } = {},
): Promise<MadeOrder> {
  const made = (await (await request.post('/__admin/unpaid-order', { data: { mobile, seconds } })).json()) as MadeOrder;
  if (state !== 'unpaid') await request.post('/__admin/pay', { data: { trade_no: made.trade_no } });
  if (state === 'shipped') await request.post('/__admin/ship', { data: { order_no: made.order_no } });
  return made;
}

/** One XSS vector of fixtures/xss as the hostile server uses it. */
export interface HostileVector {
  n: number;
  context: 'html' | 'url';
  vector: string;
}

/**
 * From now on the server puts XSS vectors in every string and URL it shows (server/admin/hostile.ts);
 * answers the vectors in play. `endHostile` (or a reset) turns it off.
 */
export async function makeServerHostile(request: APIRequestContext): Promise<HostileVector[]> {
  const response = await request.post('/__admin/hostile');
  if (!response.ok()) throw new Error(`hostile mode not accepted: ${response.status()}`);
  return ((await response.json()) as { vectors: HostileVector[] }).vectors;
}

export async function endHostile(request: APIRequestContext): Promise<void> {
  await request.delete('/__admin/hostile');
}
