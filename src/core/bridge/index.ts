import { toast } from '../feedback';
import { host } from '../host/current';
import { NETWORK_MESSAGE } from '../request/messages';
import type { BridgeAction, BridgeAdapter, BridgeOutcome, BridgePayload } from './actions';
import type { Environment } from './environment';
import { createWebAdapter } from './web';

export * from './actions';
export * from './environment';
// WeChat Pay (./wechat-pay), its authorisation (./wechat-oauth) and the JS-SDK (./wechat) are imported by
// path where they are used: named here, the shell would carry them for every shopper.

/** An adapter whose code did not arrive (a dropped connection): each call says so, and the next loads it again. */
const unreachable: BridgeAdapter = {
  perform: () => {
    adapter = undefined;
    return Promise.resolve({ ok: false, message: NETWORK_MESSAGE });
  },
};

/** The app's and the mini program's adapters load only there: a browser's first download carries neither. */
function adapterFor(env: Environment): Promise<BridgeAdapter> {
  const loading =
    env === 'app'
      ? import('./native').then((module) => module.createNativeAdapter())
      : env === 'miniprogram'
        ? import('./miniprogram').then((module) => module.createMiniProgramAdapter())
        : Promise.resolve(createWebAdapter());
  return loading.catch(() => unreachable);
}

// Made on first use: nothing is performed while a page is drawn, on the server least of all.
let adapter: Promise<BridgeAdapter> | undefined;

/** Performs a platform action here; what cannot be done is told to the shopper unless `quiet`. */
export async function callBridge(
  action: BridgeAction,
  payload: BridgePayload = {},
  options: { quiet?: boolean } = {},
): Promise<BridgeOutcome> {
  adapter ??= adapterFor(host);
  const outcome = await (await adapter).perform(action, payload);
  if (!outcome.ok && !options.quiet) toast(outcome.message);
  return outcome;
}
