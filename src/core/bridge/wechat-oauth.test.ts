import { describe, expect, it } from 'vitest';
import { authorizeEndpoint, authorizeUrl } from './wechat-oauth';

const fakeWindow = (override: unknown) => ({ __WX_OAUTH_AUTHORIZE_URL__: override }) as unknown as Window;

describe('WeChat OAuth authorise address', () => {
  it('asks for snsapi_base with the app id, the return address and the state, in WeChat order', () => {
    const url = authorizeUrl(
      { appId: 'wx0000000000000000', redirectUri: 'https://mall.example/mall/confirm?buy_product={"1001":1}', state: 's1' },
      'https://open.weixin.qq.com/connect/oauth2/authorize',
    );
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0000000000000000' +
        '&redirect_uri=https%3A%2F%2Fmall.example%2Fmall%2Fconfirm%3Fbuy_product%3D%7B%221001%22%3A1%7D' +
        '&response_type=code&scope=snsapi_base&state=s1#wechat_redirect',
    );
  });

  it("uses WeChat's endpoint unless the stand-in names a path on this site", () => {
    expect(authorizeEndpoint(fakeWindow(undefined))).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(authorizeEndpoint(fakeWindow('/__sim/oauth2/authorize'))).toBe('/__sim/oauth2/authorize');
    for (const hostile of ['https://evil.example/authorize', '//evil.example/a', '/\\evil.example', 'javascript:alert(1)', 42]) {
      expect(authorizeEndpoint(fakeWindow(hostile))).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    }
  });
});
