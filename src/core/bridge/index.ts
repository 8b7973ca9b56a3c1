import { toast } from '../feedback';
import { host } from '../host/current';
import type { BridgeAction, BridgeAdapter, BridgeOutcome, BridgePayload } from './actions';
import type { Environment } from './environment';
import { createMiniProgramAdapter } from './miniprogram';
import { createNativeAdapter } from './native';
import { createWebAdapter } from './web';

export * from './actions';
export * from './environment';
export { requestWechatPay, payResultOf, type BrandWcPayRequest, type PayResult } from './wechat-pay';
export { authorizeEndpoint, authorizeUrl, type OAuthRequest } from './wechat-oauth';
export { prepareJsSdk, setShareContent, urlToSign, type JsSdkSignature, type ShareContent } from './wechat';

function adapterFor(env: Environment): BridgeAdapter {
  if (env === 'app') return createNativeAdapter();
  if (env === 'miniprogram') return createMiniProgramAdapter();
  return createWebAdapter();
}

// Made on first use: nothing is performed while a page is drawn, on the server least of all.
let adapter: BridgeAdapter | undefined;

/** Performs a platform action here; what cannot be done is told to the shopper unless `quiet`. */
export async function callBridge(
  action: BridgeAction,
  payload: BridgePayload = {},
  options: { quiet?: boolean } = {},
): Promise<BridgeOutcome> {
  adapter ??= adapterFor(host);
  const outcome = await adapter.perform(action, payload);
  if (!outcome.ok && !options.quiet) toast(outcome.message);
  return outcome;
}
