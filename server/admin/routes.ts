/** /__admin: test hooks (faults, request log, reset, clock, SMS peek, ship, pay, unpaid order, host session, hostile answers, dialect). Only with --test-hooks. */
import { randomBytes } from 'node:crypto';
import type { App, Deps } from '../context.ts';
import { DIALECTS, isDialect, type DialectSwitch } from '../dialect/dialects.ts';
import { makeRoomForToken } from '../state/growth-limits.ts';
import { payTrade, shipOrder, unpaidCopy } from '../state/orders.ts';
import type { Fault, Faults } from './faults.ts';
import type { HostileAnswers } from './hostile.ts';
import type { RequestLog } from './request-log.ts';

async function jsonBody(req: Request): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await req.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function registerAdmin(app: App, deps: Deps, faults: Faults, requests: RequestLog, hostile: HostileAnswers, dialect: DialectSwitch): void {
  app.post('/__admin/faults', async (c) => {
    const raw: unknown = await c.req.json().catch(() => null);
    const inputs = (Array.isArray(raw) ? raw : [raw]) as (Partial<Fault> | null)[];
    if (!inputs.every((f) => f && typeof f.path === 'string')) return c.json({ error: 'path is required' }, 400);
    const added = inputs.map((f) => faults.add(f as Partial<Fault> & { path: string }));
    return c.json({ faults: added });
  });
  app.get('/__admin/faults', (c) => c.json({ faults: faults.all() }));
  app.delete('/__admin/faults', (c) => {
    faults.clear();
    return c.json({ ok: true });
  });

  app.get('/__admin/requests', (c) => c.json({ requests: requests.find(c.req.query('path')) }));
  app.delete('/__admin/requests', (c) => {
    requests.clear();
    return c.json({ ok: true });
  });

  app.post('/__admin/reset', (c) => {
    deps.store.reset();
    deps.pages.reset();
    faults.clear();
    requests.clear();
    hostile.disable();
    dialect.restore();
    return c.json({ ok: true });
  });

  /** From now on every answer is written in this dialect (server/dialect/), until the next switch or a reset. */
  app.post('/__admin/dialect', async (c) => {
    const wanted = (await jsonBody(c.req.raw)).dialect;
    if (!isDialect(wanted)) return c.json({ error: `dialect must be one of ${DIALECTS.join(', ')}` }, 400);
    dialect.set(wanted);
    return c.json({ dialect: dialect.current });
  });
  app.get('/__admin/dialect', (c) => c.json({ dialect: dialect.current }));

  /** From now on every shown string and URL in API answers is an XSS vector (hostile.ts); the answer lists the vectors. */
  app.post('/__admin/hostile', (c) => c.json({ vectors: hostile.enable() }));
  app.delete('/__admin/hostile', (c) => {
    hostile.disable();
    return c.json({ ok: true });
  });

  app.post('/__admin/clock', async (c) => {
    const skew = Number((await jsonBody(c.req.raw)).skew);
    if (!Number.isFinite(skew)) return c.json({ error: 'skew (seconds) is required' }, 400);
    deps.clock.setSkew(skew);
    return c.json({ skew, ts: deps.clock.now() });
  });

  app.post('/__admin/sms', async (c) => {
    const mobile = String((await jsonBody(c.req.raw)).mobile ?? '');
    const sms = deps.store.state.sms[mobile];
    return sms ? c.json({ mobile, code: sms.code, sent_at: sms.sent_at }) : c.json({ error: 'no code sent to this number' }, 404);
  });

  /**
   * A session for an existing customer, as the native app's or the mini program's own login makes one:
   * the token a host hands the page (getDeviceInfo, login, or the mini program's URL).
   */
  app.post('/__admin/session', async (c) => {
    const mobile = String((await jsonBody(c.req.raw)).mobile ?? '');
    const customer = deps.store.state.customers.find((entry) => entry.mobile === mobile);
    if (!customer) return c.json({ error: 'no customer with that mobile' }, 404);
    makeRoomForToken(deps, customer.customer_id);
    const token = randomBytes(24).toString('hex');
    deps.store.state.tokens[token] = customer.customer_id;
    deps.store.changed();
    return c.json({ token });
  });

  /** Moves a paid order to "pending receipt" with a parcel, as if the seller shipped it. */
  app.post('/__admin/ship', async (c) => {
    const orderNo = String((await jsonBody(c.req.raw)).order_no ?? '');
    const order = deps.store.state.orders.find((o) => o.order_no === orderNo);
    if (!order || order.status !== 1) return c.json({ error: 'no pending-shipment order with that order_no' }, 404);
    shipOrder(deps, order);
    return c.json({ ok: true, status: order.status });
  });

  /** Marks a trade paid without the WeChat stand-in. */
  app.post('/__admin/pay', async (c) => {
    const tradeNo = String((await jsonBody(c.req.raw)).trade_no ?? '');
    const trade = deps.store.state.trades.find((t) => t.trade_no === tradeNo);
    if (!trade) return c.json({ error: 'no such trade' }, 404);
    payTrade(deps, trade);
    return c.json({ ok: true });
  });

  /** A new unpaid order for `mobile`, copied from one of theirs, closing in `seconds` (the detail countdown). */
  app.post('/__admin/unpaid-order', async (c) => {
    const body = await jsonBody(c.req.raw);
    const seconds = Number(body.seconds);
    const customer = deps.store.state.customers.find((entry) => entry.mobile === String(body.mobile ?? ''));
    const model = deps.store.state.orders.find((order) => order.customer_id === customer?.customer_id);
    if (!model || !Number.isFinite(seconds) || seconds <= 0) return c.json({ error: 'mobile of a customer with an order, and seconds > 0' }, 400);
    const order = unpaidCopy(deps, model, seconds);
    return c.json({ order_no: order.order_no, trade_no: order.trade_no, id: order.id, deadline: order.deadline });
  });
}
