import { callBridge, MOVE_TO_APP_MESSAGE, type BridgeAction, type BridgePayload } from '../bridge';
import { toast } from '../feedback';
import { host } from './current';

/**
 * A screen only the native app has (a coupon, the gold mall, a group buy): the app opens it, the mini
 * program its page or 请移驾到app操作; a browser is offered the app (false: the caller shows the download page).
 */
export async function openHostScreen(action: BridgeAction, payload: BridgePayload): Promise<boolean> {
  if (host === 'app') {
    await callBridge(action, payload);
    return true;
  }
  if (host === 'miniprogram') {
    const outcome = await callBridge(action, payload, { quiet: true });
    if (!outcome.ok) toast(MOVE_TO_APP_MESSAGE);
    return true;
  }
  return false;
}

/** An outside http(s) page: the app opens it in its own browser, elsewhere this tab goes there. */
export async function openOutsidePage(url: string): Promise<void> {
  if (host === 'app') await callBridge('openUrl', { url });
  else window.location.assign(url);
}

/** The platform's customer service in the app's own chat (true), or not here (the caller opens the service page). */
export async function contactServiceInHost(about: BridgePayload): Promise<boolean> {
  if (host !== 'app') return false;
  return (await callBridge('contactService', about)).ok;
}

/** Saves a picture to the phone: the app's saveImage; elsewhere the shopper is told to press and hold it. */
export async function savePicture(url: string): Promise<void> {
  if (host === 'app') {
    const outcome = await callBridge('saveImage', { url });
    if (outcome.ok) toast('已保存到相册');
    return;
  }
  toast('长按图片即可保存');
}

/** Scanning a code: the app's scanner, the mini program's scan page; false where neither exists. */
export async function scanInHost(): Promise<boolean> {
  if (host !== 'app' && host !== 'miniprogram') return false;
  return (await callBridge('scanCode', {})).ok;
}
