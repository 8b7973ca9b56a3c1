import { callBridge, type BridgePayload } from '../bridge';
import { toast } from '../feedback';
import { host } from './current';

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
