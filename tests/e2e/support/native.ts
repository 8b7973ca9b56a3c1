import type { Page } from '@playwright/test';

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

/** A recording WebViewJavascriptBridge, as the native app injects it: every handler answers `{}`. */
export async function installNativeBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Array<{ name: string; data: unknown }> = [];
    (window as unknown as RecordingWindow).__bridgeCalls = calls;
    (window as unknown as { WebViewJavascriptBridge: unknown }).WebViewJavascriptBridge = {
      callHandler(name: string, data: unknown, callback?: (response: unknown) => void) {
        calls.push({ name, data });
        setTimeout(() => callback?.('{}'), 0);
      },
    };
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
