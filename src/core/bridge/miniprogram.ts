import { MOVE_TO_APP_MESSAGE, NEED_APP_MESSAGE, type BridgeAction, type BridgeAdapter, type BridgePayload } from './actions';
import { loadWeixinSdk, type WeixinSdk } from './weixin-sdk';

type PageFor = (payload: BridgePayload) => string;

const text = (value: unknown) => encodeURIComponent(value === undefined || value === null ? '' : String(value));

/**
 * The one table of mini-program pages the web-view can navigate to (platform-spec §7). Category pages have
 * an H5 screen of their own, so the action router never sends them here.
 */
export const MINI_PROGRAM_PAGES: Partial<Record<BridgeAction, PageFor>> = {
  openGoodsDetail: (p) => `/pages/goods/detail?id=${text(p.product_id)}`,
  openShop: (p) =>
    `/pages/store/index?seller_id=${text(p.seller_id)}&dealer_id=${text(p.dealer_id)}` +
    `&agency_store_id=${text(p.agency_store_id)}&seller_type=${text(p.seller_type)}`,
  openOrderDetail: (p) => `/pages/order/detail?order_no=${text(p.order_no)}`,
  openCoupon: (p) => `/pages/coupon/index?id=${text(p.coupon_id)}`,
  scanCode: () => '/pages/scan/index',
  login: () => '/pages/login/index',
  openAgencyPortal: () => '/pages/dealer/index',
  openAssist: (p) => `/pages/assist/invite?id=${text(p.id)}`,
};

/** Actions the mini program forbids outright: the shopper is sent to the app. */
const APP_ONLY = new Set<BridgeAction>(['callPhone', 'shareGift']);

export function createMiniProgramAdapter(loadSdk: () => Promise<WeixinSdk> = loadWeixinSdk): BridgeAdapter {
  return {
    async perform(action, payload) {
      if (APP_ONLY.has(action)) return { ok: false, message: MOVE_TO_APP_MESSAGE };
      const page = MINI_PROGRAM_PAGES[action];
      if (!page) return { ok: false, message: NEED_APP_MESSAGE };
      const url = page(payload);
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
