/** /__sim: the WeChat stand-in's script, fake payment completion and OAuth authorisation. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getCookie, setCookie } from 'hono/cookie';
import type { App, Deps } from '../context.ts';
import { payTrade } from '../state/orders.ts';
import { wireText } from '../wire-text.ts';

const SCRIPT_URL = new URL('./wechat.js', import.meta.url);
export const SIM_SCRIPT_TAG = '<script src="/__sim/wechat.js"></script>';

/**
 * Whether a page asked for with this user agent may need the stand-in: WeChat's, not its mini program's
 * (which says MicroMessenger too). The script decides for itself in the page (the mini program may say
 * so only in `window.__wxjs_environment`); this only spares every other host the extra request.
 */
export function mayStandInForWechat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && !/miniprogram/i.test(userAgent);
}

/** Adds the stand-in before the app's own scripts in an index.html. */
export function injectSimScript(html: string): string {
  if (html.includes(SIM_SCRIPT_TAG)) return html;
  const at = html.search(/<script\b/i);
  if (at >= 0) return `${html.slice(0, at)}${SIM_SCRIPT_TAG}\n    ${html.slice(at)}`;
  return html.replace(/<\/head>/i, `  ${SIM_SCRIPT_TAG}\n  </head>`);
}

/** Only same-origin redirect targets (absolute on this host, or a root-relative path). */
export function sameOriginTarget(redirectUri: string, requestUrl: string): URL | undefined {
  if (!redirectUri || redirectUri.startsWith('//') || redirectUri.startsWith('/\\')) return undefined;
  let target: URL;
  try {
    target = new URL(redirectUri, requestUrl);
  } catch {
    return undefined;
  }
  return target.origin === new URL(requestUrl).origin ? target : undefined;
}

export function registerSim(app: App, deps: Deps): void {
  app.get('/__sim/wechat.js', (c) =>
    c.body(readFileSync(SCRIPT_URL, 'utf8'), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );

  const tradeByPackage = (pkg: string) => {
    const prepay = pkg.replace(/^prepay_id=/, '');
    return deps.store.state.trades.find((t) => t.prepay_id === prepay && prepay !== '');
  };

  app.get('/__sim/wechat/order', (c) => {
    const trade = tradeByPackage(c.req.query('package') ?? '');
    return trade ? c.json({ trade_no: trade.trade_no, pay_price: trade.pay_price, paid: trade.paid }) : c.json({ error: 'unknown package' }, 404);
  });

  app.post('/__sim/wechat/pay', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { package?: unknown };
    // Record/replay: payment state lives upstream (or in the recording), nothing to mark here.
    if (deps.options.mode !== 'demo') return c.json({ ok: true });
    const trade = tradeByPackage(wireText(body.package));
    if (!trade) return c.json({ error: 'unknown package' }, 404);
    const orders = deps.store.state.orders.filter((o) => trade.order_ids.includes(o.id));
    if (!trade.paid && orders.every((o) => o.status === 6)) return c.json({ error: 'trade closed' }, 409);
    payTrade(deps, trade);
    return c.json({ ok: true, trade_no: trade.trade_no });
  });

  app.get('/__sim/oauth2/authorize', (c) => {
    const target = sameOriginTarget(c.req.query('redirect_uri') ?? '', c.req.url);
    if (!target) return c.text('redirect_uri must be on this origin (the simulator refuses open redirects)', 400);
    // A per-browser id makes the open id stable across authorisations, like a real WeChat user.
    let uid = getCookie(c, 'sim_wx_uid') ?? '';
    if (!/^[0-9a-f]{16}$/.test(uid)) {
      uid = randomBytes(8).toString('hex');
      setCookie(c, 'sim_wx_uid', uid, { path: '/', sameSite: 'Lax', maxAge: 365 * 86400, httpOnly: true });
    }
    target.searchParams.set('code', `SIM-${uid}-${randomBytes(6).toString('hex')}`);
    target.searchParams.set('state', c.req.query('state') ?? '');
    return c.redirect(target.toString(), 302);
  });
}
