import type { BridgeAction, BridgeAdapter, BridgeOutcome, BridgePayload } from './actions';

/** The common WebViewJavascriptBridge protocol the native app injects. */
interface JavascriptBridge {
  callHandler: (name: string, data: unknown, callback: (response: unknown) => void) => void;
}

interface BridgeWindow {
  WebViewJavascriptBridge?: JavascriptBridge;
  WVJBCallbacks?: Array<(bridge: JavascriptBridge) => void>;
}

const READY_TIMEOUT_MS = 3000;
const CALL_TIMEOUT_MS = 10_000;

/** Waits for the injected bridge: Android fires an event, iOS drains WVJBCallbacks after a probe frame. */
function whenReady(win: Window & BridgeWindow): Promise<JavascriptBridge> {
  if (win.WebViewJavascriptBridge) return Promise.resolve(win.WebViewJavascriptBridge);
  return new Promise((resolve, reject) => {
    const timer = win.setTimeout(() => reject(new Error('bridge not ready')), READY_TIMEOUT_MS);
    const done = (bridge: JavascriptBridge) => {
      win.clearTimeout(timer);
      resolve(bridge);
    };
    win.document.addEventListener('WebViewJavascriptBridgeReady', () => {
      if (win.WebViewJavascriptBridge) done(win.WebViewJavascriptBridge);
    }, { once: true });
    if (win.WVJBCallbacks) {
      win.WVJBCallbacks.push(done);
      return;
    }
    win.WVJBCallbacks = [done];
    const probe = win.document.createElement('iframe');
    probe.style.display = 'none';
    probe.src = 'https://__bridge_loaded__';
    win.document.documentElement.appendChild(probe);
    win.setTimeout(() => probe.remove(), 0);
  });
}

function parseResponse(response: unknown): unknown {
  if (typeof response !== 'string') return response;
  try {
    return JSON.parse(response);
  } catch {
    return response;
  }
}

export function createNativeAdapter(win: Window & BridgeWindow = window): BridgeAdapter {
  return {
    async perform(action: BridgeAction, payload: BridgePayload): Promise<BridgeOutcome> {
      let bridge: JavascriptBridge;
      try {
        bridge = await whenReady(win);
      } catch {
        return { ok: false, message: 'APP 通信失败，请重启APP后重试' };
      }
      return new Promise((resolve) => {
        const timer = win.setTimeout(() => resolve({ ok: false, message: 'APP 未响应，请稍后重试' }), CALL_TIMEOUT_MS);
        bridge.callHandler(action, payload, (response) => {
          win.clearTimeout(timer);
          resolve({ ok: true, data: parseResponse(response) });
        });
      });
    },
  };
}
