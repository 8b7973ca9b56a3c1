/**
 * The native app's actions (platform-spec §7) that a screen of ours calls, named in camelCase as the
 * app registers its WebViewJavascriptBridge handlers (CONTRACT §4). The README's bridge list names the
 * screen that calls each; the spec's other actions (gift and agency sharing, growth, popups, custom
 * navigation items, assist, deposits, shops, member centre, app info) have no H5 screen to call them.
 */
export const BRIDGE_ACTIONS = [
  'openAdTarget',
  'login',
  'shareGoods',
  'openGoodsDetail',
  'getDeviceInfo',
  'goBack',
  'saveImage',
  'openCoupon',
  'openUrl',
  'openOrderDetail',
  'callPhone',
  'contactService',
  'scanCode',
  'setNavigationBar',
] as const;

export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

export type BridgePayload = Record<string, unknown>;

/** What an adapter answers: either the handler's result, or why it could not be done here. */
export type BridgeOutcome = { ok: true; data: unknown } | { ok: false; message: string };

export interface BridgeAdapter {
  perform: (action: BridgeAction, payload: BridgePayload) => Promise<BridgeOutcome>;
}

export const NEED_APP_MESSAGE = '请在公主购APP中使用该功能';
export const MOVE_TO_APP_MESSAGE = '请移驾到app操作';
