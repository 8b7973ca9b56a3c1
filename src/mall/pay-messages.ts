/** What buying tells the shopper (mall-spec §5 and §8), word for word. */
export const OUTSIDE_WECHAT = '请在微信内内打开链接支付';
export const PAY_CANCELLED = '用户取消支付~';
export const PAY_FAILED = '用户支付失败~';
/**
 * The mini-program web-view is inside WeChat but cannot pay: the mini program's own goods page does
 * (goods detail sends the shopper there); a confirm page opened by a link says so.
 */
export const IN_MINI_PROGRAM = '请返回商品页，点击“立即购买”在小程序中下单支付';

/** What the confirm page says where it cannot pay, and what submit answers there. */
export const cannotPayHere = (environment: string) => (environment === 'miniprogram' ? IN_MINI_PROGRAM : OUTSIDE_WECHAT);
