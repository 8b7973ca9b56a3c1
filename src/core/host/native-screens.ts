import { callBridge, type BridgeAction, type BridgePayload } from '../bridge';
import { host } from './current';

/**
 * A screen only the native app has (a coupon, the gold mall, a group buy): the app opens it, the mini
 * program its page or 请移驾到app操作; a browser is offered the app (false: the caller shows the download page).
 */
export async function openHostScreen(action: BridgeAction, payload: BridgePayload): Promise<boolean> {
  if (host !== 'app' && host !== 'miniprogram') return false;
  // What the host could not do is told as it says it (the mini program: 请移驾到app操作 where it has no page).
  await callBridge(action, payload);
  return true;
}

/** An outside http(s) page: the app opens it in its own browser, elsewhere this tab goes there. */
export async function openOutsidePage(url: string): Promise<void> {
  if (host === 'app') await callBridge('openUrl', { url });
  else window.location.assign(url);
}
