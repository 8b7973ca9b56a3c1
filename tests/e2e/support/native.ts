import type { APIRequestContext, Page } from '@playwright/test';

/** The product's native app: its marker in the user agent (VITE_APP_UA_MARKER). */
export const APP_UA =
  'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 GZGApp/3.2.0';

/** A WeChat mini program's web-view. */
export const MINI_PROGRAM_UA =
  'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47 miniProgram';

export interface BridgeCall {
  name: string;
  data: unknown;
}

interface RecordingWindow {
  __bridgeCalls: BridgeCall[];
}

export interface NativeBridgeOptions {
  /** The app's session: `getDeviceInfo` and `login` answer it (without one, the app has nobody logged in). */
  token?: string;
  /** Nobody is logged in at first; the app's `login` answers this token. */
  loginToken?: string;
  /** Handlers that never answer, as an app too old to know them. */
  silent?: string[];
  /** How long the app takes to answer, as a cheap phone's bridge does. */
  answerAfterMs?: number;
  /**
   * The bridge comes only once the page frames `https://__bridge_loaded__`, as the iOS app's does (it
   * intercepts that frame's load and injects itself); Android's is there before the page's scripts.
   */
  viaProbeFrame?: boolean;
}

interface ProbedWindow {
  __injectBridge: () => void;
}

/** The probe frame the iOS bridge waits for (src/core/bridge/native.ts). */
const BRIDGE_PROBE = 'https://__bridge_loaded__';

/** A session for a seeded customer, as the app's or the mini program's own login makes one. */
export async function hostSession(request: APIRequestContext, mobile = '13800138000'): Promise<string> {
  const answer = (await (await request.post('/__admin/session', { data: { mobile } })).json()) as { token: string };
  return answer.token;
}

/** A recording WebViewJavascriptBridge, as the native app injects it: every handler answers `{}` unless told. */
export async function installNativeBridge(page: Page, options: NativeBridgeOptions = {}): Promise<void> {
  await page.addInitScript(({ token, loginToken, silent, answerAfterMs, viaProbeFrame }) => {
    const calls: Array<{ name: string; data: unknown }> = [];
    (window as unknown as RecordingWindow).__bridgeCalls = calls;
    const answers: Record<string, unknown> = {
      getDeviceInfo: token ? { token, device_id: 'e2e-app-device' } : { device_id: 'e2e-app-device' },
      ...((token || loginToken) && { login: { token: token || loginToken } }),
    };
    const bridge = {
      callHandler(name: string, data: unknown, callback?: (response: unknown) => void) {
        calls.push({ name, data });
        if (silent.includes(name)) return;
        setTimeout(() => callback?.(JSON.stringify(answers[name] ?? {})), answerAfterMs);
      },
    };
    // What the iOS app runs in the page once it has seen the probe frame: the bridge, then the callbacks
    // the page queued for it.
    const inject = () => {
      const host = window as unknown as { WebViewJavascriptBridge?: unknown; WVJBCallbacks?: Array<(ready: unknown) => void> };
      host.WebViewJavascriptBridge = bridge;
      const waiting = host.WVJBCallbacks ?? [];
      delete host.WVJBCallbacks;
      waiting.forEach((callback) => callback(bridge));
    };
    if (viaProbeFrame) (window as unknown as ProbedWindow).__injectBridge = inject;
    else inject();
  }, { token: options.token ?? '', loginToken: options.loginToken ?? '', silent: options.silent ?? [], answerAfterMs: options.answerAfterMs ?? 0, viaProbeFrame: options.viaProbeFrame ?? false });
  if (!options.viaProbeFrame) return;
  // The app sees the frame start loading, cancels it and injects its bridge (the page removes the frame
  // itself a moment later).
  page.on('request', (request) => {
    if (request.url().startsWith(BRIDGE_PROBE)) void page.evaluate(() => (window as unknown as ProbedWindow).__injectBridge());
  });
}

/**
 * The mini program's side of the web-view: `wx.miniProgram.navigateTo` reaches it through
 * `WeixinJSBridge.invoke('invokeMiniProgramAPI', …)`, recorded here (as `navigateTo` with its url).
 */
export async function installMiniProgram(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Array<{ name: string; data: unknown }> = [];
    (window as unknown as RecordingWindow).__bridgeCalls = calls;
    (window as unknown as { __wxjs_environment: string }).__wxjs_environment = 'miniprogram';
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, args: { name?: string; arg?: unknown }, callback?: (result: { err_msg: string }) => void) {
        if (name === 'invokeMiniProgramAPI') calls.push({ name: args.name ?? '', data: args.arg });
        setTimeout(() => callback?.({ err_msg: `${name}:ok` }), 0);
      },
      on() {},
    };
  });
}

/** What the page asked of the native app or the mini program, oldest first. */
export function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  return page.evaluate(() => (window as unknown as RecordingWindow).__bridgeCalls);
}

/** Opens a path inside the running app, as a link of ours would (the router's own history entry, no page load). */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
