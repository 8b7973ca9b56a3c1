// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWeixinOpenId } from '../api/weixin';
import { useSession } from '../core/session';
import { redeemOpenIdCode, startOpenIdAuthorisation, withoutOAuthReturn } from './open-id';

vi.mock('../api/weixin', () => ({ getWeixinOpenId: vi.fn() }));
const exchange = vi.mocked(getWeixinOpenId);

const CONFIRM = 'https://mall.example/mall/confirm?buy_product=%7B%22101301%22%3A2%7D&sale_type=1';

function windowAt(href: string) {
  const replace = vi.fn();
  return { win: { location: { href, replace } } as unknown as Window, replace };
}

afterEach(() => {
  sessionStorage.clear();
  useSession.getState().clearCredentials();
  exchange.mockReset();
});

describe('the open id round trip', () => {
  it('leaves for WeChat snsapi_base with this page (purchase included) as the way back', () => {
    const { win, replace } = windowAt(`${CONFIRM}&code=OLD&state=old#top`);
    startOpenIdAuthorisation(win);
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(target.searchParams.get('appid')).toBe('wx0000000000000000');
    expect(target.searchParams.get('scope')).toBe('snsapi_base');
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('redirect_uri')).toBe(CONFIRM);
    expect(target.hash).toBe('#wechat_redirect');
    expect(target.searchParams.get('state')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('exchanges the code it asked for and keeps the open id in the session', async () => {
    const { win, replace } = windowAt(CONFIRM);
    startOpenIdAuthorisation(win);
    const state = new URL(String(replace.mock.calls[0]?.[0])).searchParams.get('state') ?? '';
    exchange.mockResolvedValueOnce({ openid: 'oPAYER' });
    await expect(redeemOpenIdCode('CODE1', state)).resolves.toBe(true);
    expect(exchange).toHaveBeenCalledWith({ code: 'CODE1' });
    expect(useSession.getState().openId).toBe('oPAYER');
  });

  it('refuses a code that comes back with another state, or a second time', async () => {
    const { win, replace } = windowAt(CONFIRM);
    startOpenIdAuthorisation(win);
    const state = new URL(String(replace.mock.calls[0]?.[0])).searchParams.get('state') ?? '';
    await expect(redeemOpenIdCode('CODE1', 'forged')).resolves.toBe(false);
    await expect(redeemOpenIdCode('CODE1', state)).resolves.toBe(false);
    expect(exchange).not.toHaveBeenCalled();
    expect(useSession.getState().openId).toBeNull();
  });

  it('takes code, state and fragment off an address, keeping the rest', () => {
    expect(withoutOAuthReturn(new URL(`${CONFIRM}&code=C&state=S#x`)).href).toBe(CONFIRM);
  });
});
