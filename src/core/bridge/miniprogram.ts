import { MOVE_TO_APP_MESSAGE, type BridgeAction, type BridgeAdapter, type BridgePayload } from './actions';
import { loadWeixinSdk, type WeixinSdk } from './weixin-sdk';

type PageFor = (payload: BridgePayload) => string | null;

/** A query of the fields that are present (CONTRACT §5: `""` and `null` are absent). */
function query(fields: Record<string, unknown>): string {
  const present = Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return new URLSearchParams(present.map(([key, value]) => [key, String(value)])).toString();
}

/**
 * Routes of platform-spec §2 without an H5 screen that the mini program has a page for (its pages:
 * goods detail, coupon, scan, dealer). Longest prefix first.
 */
const ROUTE_PAGES: ReadonlyArray<readonly [RegExp, (match: RegExpMatchArray) => string]> = [
  [/^\/productDetail\/([^/?]+)/, (match) => `/pages/goods/detail?${query({ id: decodeURIComponent(match[1] ?? '') })}`],
  [/^\/coupon\/list(?:[/?]|$)/, () => '/pages/coupon/index'],
  [/^\/scan(?:[/?]|$)/, () => '/pages/scan/index'],
  [/^\/agency(?:-store)?(?:[/?]|$)/, () => '/pages/dealer/index'],
];

/** The mini-program page for an H5 route the web-view has no screen for, if it has one. */
export function miniProgramPageForRoute(pathAndQuery: string): string | null {
  for (const [pattern, page] of ROUTE_PAGES) {
    const match = pathAndQuery.match(pattern);
    if (match) return page(match);
  }
  return null;
}

/**
 * The one table of mini-program pages the web-view navigates to (platform-spec §7). A purchase
 * carries every field the app's goods page would get (CONTRACT §4), so nothing chosen is lost.
 */
export const MINI_PROGRAM_PAGES: Partial<Record<BridgeAction, PageFor>> = {
  openGoodsDetail: (p) =>
    `/pages/goods/detail?${query({ id: p.product_id, sku_id: p.sku_id, num: p.num, agency_store_id: p.agency_store_id, store_share: p.store_share, inviter: p.inviter, uid: p.uid })}`,
  openOrderDetail: (p) => `/pages/order/detail?${query({ order_no: p.order_no })}`,
  openCoupon: (p) => `/pages/coupon/index${p.coupon_id ? `?${query({ id: p.coupon_id })}` : ''}`,
  openAdTarget: (p) => (p.target === 'route' && typeof p.url === 'string' ? miniProgramPageForRoute(p.url) : null),
  scanCode: () => '/pages/scan/index',
  login: () => '/pages/login/index',
};

/** Hands the mini program a message it reads when the shopper shares (`wx.miniProgram.postMessage`). */
export async function postToMiniProgram(data: Record<string, unknown>, loadSdk: () => Promise<WeixinSdk> = loadWeixinSdk): Promise<void> {
  const wx = await loadSdk();
  wx.miniProgram.postMessage({ data });
}

/** Everything the mini program has no page for sends the shopper to the app (platform-spec §7, CONTRACT §4). */
export function createMiniProgramAdapter(loadSdk: () => Promise<WeixinSdk> = loadWeixinSdk): BridgeAdapter {
  return {
    async perform(action, payload) {
      const url = MINI_PROGRAM_PAGES[action]?.(payload);
      if (!url) return { ok: false, message: MOVE_TO_APP_MESSAGE };
      const wx = await loadSdk();
      return new Promise((resolve) => {
        wx.miniProgram.navigateTo({
          url,
          success: () => resolve({ ok: true, data: url }),
          fail: () => resolve({ ok: false, message: '页面打开失败，请稍后重试' }),
        });
      });
    },
  };
}
