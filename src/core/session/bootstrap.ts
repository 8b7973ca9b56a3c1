import { readText } from '../../contract/read';
import { callBridge, type Environment } from '../bridge';
import { sessionDecided, sessionDeciding } from './started';
import { useSession } from './store';

interface DeviceInfo {
  device_id?: unknown;
  token?: unknown;
}

/** A credential as the URL or the app hands it over: text, or a number for its digits; `""` and null are none. */
const asText = (value: unknown): string | null => readText(value) || null;

/**
 * Decides the token and device id at start-up (platform-spec §9): the URL query first (the mini
 * program passes them), then the native app, otherwise what this tab stored. A token read from the
 * URL is removed from the address bar so it is not shared or logged further.
 */
export async function bootstrapSession(env: Environment, win: Window = window): Promise<void> {
  sessionDeciding();
  try {
    await decideSession(env, win);
  } finally {
    sessionDecided();
  }
}

async function decideSession(env: Environment, win: Window): Promise<void> {
  const url = new URL(win.location.href);
  const queryToken = asText(url.searchParams.get('token'));
  const queryDevice = asText(url.searchParams.get('device_id'));
  if (queryToken || url.searchParams.has('token')) {
    url.searchParams.delete('token');
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  }

  let appInfo: DeviceInfo = {};
  if (env === 'app' && (!queryToken || !queryDevice)) {
    const outcome = await callBridge('getDeviceInfo', {}, { quiet: true });
    if (outcome.ok && typeof outcome.data === 'object' && outcome.data) appInfo = outcome.data;
  }

  const token = queryToken ?? asText(appInfo.token);
  const deviceId = queryDevice ?? asText(appInfo.device_id);
  // Nothing new (a plain visit in a browser): the stored session stands, and is not written again.
  if (!token && !deviceId) return;
  useSession.getState().update({ ...(token ? { token } : {}), ...(deviceId ? { deviceId } : {}) });
}
