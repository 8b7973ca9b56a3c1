/** What buying tells the shopper (mall-spec §5 and §8), word for word. */
export const OUTSIDE_WECHAT = '请在微信内内打开链接支付';
export const PAY_CANCELLED = '用户取消支付~';
export const PAY_FAILED = '用户支付失败~';
