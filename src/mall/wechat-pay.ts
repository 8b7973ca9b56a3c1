/** Paying for a created order with WeChat JSAPI (mall-spec §5 and §8, CONTRACT §4). */
import type { PayParam } from '../contract';
import { requestWechatPay, type BrandWcPayRequest, type PayResult } from '../core/bridge/wechat-pay';
import { config } from '../core/config';

/** The server's `pay_param` in the shape `getBrandWCPayRequest` takes. */
export function brandPayRequestOf(param: PayParam, appId: string = config.wxAppId): BrandWcPayRequest {
  return {
    appId,
    timeStamp: param.timestamp,
    nonceStr: param.nonce_str,
    package: param.wx_package,
    signType: param.sign_type,
    paySign: param.sign,
  };
}

export function payWithWechat(param: PayParam): Promise<PayResult> {
  return requestWechatPay(brandPayRequestOf(param));
}
