/** The WeChat stand-in acts only where it stands in for WeChat (issue 33): the script's own rule and the server's. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM, ResourceLoader } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { mayStandInForWechat } from '../sim/routes.ts';
import { testServer } from './helpers.ts';

const SCRIPT = readFileSync(new URL('../sim/wechat.js', import.meta.url), 'utf8');

const ANDROID = 'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WECHAT_UA = `${ANDROID} MicroMessenger/8.0.47`;
const MINI_PROGRAM_UA = `${WECHAT_UA} miniProgram`;
const APP_UA = `${ANDROID} GZGApp/3.2.0`;

interface PageGlobals {
  __wxjs_environment?: string;
  WeixinJSBridge?: unknown;
  WebViewJavascriptBridge?: unknown;
  __WECHAT_SIM__?: boolean;
}

/** A page loaded with `userAgent` and what the host put on `window` first, then the stand-in's script; once parsed. */
async function pageWithStandIn(userAgent: string, host: PageGlobals = {}) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { resources: new ResourceLoader({ userAgent }), runScripts: 'outside-only' });
  const window = dom.window as unknown as Window & PageGlobals & { eval: (code: string) => unknown };
  Object.assign(window, host);
  window.eval(SCRIPT);
  // The badge comes with DOMContentLoaded, as the app's listeners do.
  if (window.document.readyState === 'loading') await new Promise((resolve) => window.document.addEventListener('DOMContentLoaded', resolve));
  return { window, badge: window.document.querySelector('[data-testid="wechat-sim-badge"]') };
}

describe('the WeChat stand-in in the page', () => {
  it('stands in for WeChat in a WeChat user agent: a badge, a bridge and the OAuth stand-in', async () => {
    const { window, badge } = await pageWithStandIn(WECHAT_UA);
    expect(window.__WECHAT_SIM__).toBe(true);
    expect(typeof (window.WeixinJSBridge as { invoke?: unknown }).invoke).toBe('function');
    expect((window as unknown as { __WX_OAUTH_AUTHORIZE_URL__: string }).__WX_OAUTH_AUTHORIZE_URL__).toBe('/__sim/oauth2/authorize');
    expect(badge?.textContent).toBe('模拟微信环境');
  });

  it.each([
    ['a plain browser', ANDROID, {}],
    ['the native app', APP_UA, {}],
    ['the native app, whatever its user agent says', WECHAT_UA, { WebViewJavascriptBridge: { callHandler() {} } }],
    ['the mini program (user agent)', MINI_PROGRAM_UA, {}],
    ['the mini program (window.__wxjs_environment only)', WECHAT_UA, { __wxjs_environment: 'miniprogram' }],
  ])('does nothing in %s', async (_host, userAgent, host: PageGlobals) => {
    const { window, badge } = await pageWithStandIn(userAgent, host);
    expect(window.__WECHAT_SIM__).toBeUndefined();
    expect(window.WeixinJSBridge).toBeUndefined();
    expect(badge).toBeNull();
  });

  it('does nothing in a framed page (the live preview in an editor)', async () => {
    const { window } = await pageWithStandIn(WECHAT_UA);
    const frame = window.document.createElement('iframe');
    window.document.body.append(frame);
    const framed = frame.contentWindow as unknown as Window & PageGlobals & { eval: (code: string) => unknown };
    framed.eval(SCRIPT);
    expect(framed.WeixinJSBridge).toBeUndefined();
    expect(framed.__WECHAT_SIM__).toBeUndefined();
  });

  it('leaves a real WeixinJSBridge alone', async () => {
    const real = { invoke() {} };
    const { window, badge } = await pageWithStandIn(WECHAT_UA, { WeixinJSBridge: real });
    expect(window.WeixinJSBridge).toBe(real);
    expect(badge).toBeNull();
  });
});

describe('the WeChat stand-in on the server', () => {
  it('is injected only into pages asked for with a WeChat user agent outside the mini program', async () => {
    expect([WECHAT_UA, MINI_PROGRAM_UA, APP_UA, ANDROID, ''].map(mayStandInForWechat)).toEqual([true, false, false, false, false]);

    const dir = mkdtempSync(join(tmpdir(), 'h5-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>');
    const server = testServer({ serveDir: dir, wechatSim: true });
    const page = (userAgent: string) => server.raw('GET', '/mall/portal', { headers: { 'user-agent': userAgent } });
    const inWechat = await page(WECHAT_UA);
    expect(await inWechat.text()).toContain('/__sim/wechat.js');
    expect(inWechat.headers.get('vary')).toContain('User-Agent');
    for (const userAgent of [MINI_PROGRAM_UA, APP_UA, ANDROID]) expect(await (await page(userAgent)).text(), userAgent).not.toContain('/__sim/wechat.js');
  });
});
