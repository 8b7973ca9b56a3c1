// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { brandPayRequestOf } from './wechat-pay';

describe('pay_param to getBrandWCPayRequest', () => {
  it('renames every field and adds the app id', () => {
    const param = { timestamp: '1780000000', nonce_str: 'n1', wx_package: 'prepay_id=wx1', sign_type: 'MD5', sign: 'ABC' };
    expect(brandPayRequestOf(param, 'wxAPP')).toEqual({
      appId: 'wxAPP',
      timeStamp: '1780000000',
      nonceStr: 'n1',
      package: 'prepay_id=wx1',
      signType: 'MD5',
      paySign: 'ABC',
    });
  });
});
