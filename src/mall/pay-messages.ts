import type { Environment } from '../core/bridge';
import { host } from '../core/host';

/** What buying tells the shopper (mall-spec §5 and §8), word for word. */
export const OUTSIDE_WECHAT = '请在微信内内打开链接支付';
export const PAY_CANCELLED = '用户取消支付~';
export const PAY_FAILED = '用户支付失败~';
/**
 * The mini-program web-view is inside WeChat but cannot pay: the mini program's own goods page does
 * (goods detail sends the shopper there); a confirm page opened by a link says so.
 */
export const IN_MINI_PROGRAM = '请返回商品页，点击“立即购买”在小程序中下单支付';

/** The app, too, pays from its own goods page, which 立即购买 hands the purchase to (CONTRACT §4). */
export const IN_APP = '请返回商品页，点击“立即购买”在APP中下单支付';

/** What submit answers on a confirm page where this host cannot pay (only WeChat pays on H5). */
const CANNOT_PAY: Readonly<Record<Environment, string>> = { app: IN_APP, miniprogram: IN_MINI_PROGRAM, wechat: OUTSIDE_WECHAT, browser: OUTSIDE_WECHAT };
/** What the confirm page says at its top there. */
const CONFIRM_NOTE: Readonly<Record<Environment, string>> = { ...CANNOT_PAY, browser: '当前环境无法支付，请在微信中打开本页面' };

export const cannotPayHere = (): string => CANNOT_PAY[host];
export const confirmNoteHere = (): string => CONFIRM_NOTE[host];
