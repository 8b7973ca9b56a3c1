/**
 * The payer's WeChat open id (issue 5): learnt once per session through WeChat's snsapi_base
 * authorisation, which leaves the page and comes back to it with `code` and `state`.
 */
import { getWeixinOpenId } from '../api/weixin';
import { authorizeUrl } from '../core/bridge/wechat-oauth';
import { config } from '../core/config';
import { useSession } from '../core/session';

const STATE_KEY = 'wx-oauth-state';

/** `url` without what WeChat added on the way back (and without a fragment): the page itself. */
export function withoutOAuthReturn(url: URL): URL {
  const page = new URL(url.href);
  page.searchParams.delete('code');
  page.searchParams.delete('state');
  page.hash = '';
  return page;
}

function newState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Leaves for WeChat's authorisation, to come back to this very page (its address carries the
 * purchase). The detour replaces this history entry, so Back never lands on a page about to leave.
 */
export function startOpenIdAuthorisation(win: Window = window): void {
  const state = newState();
  sessionStorage.setItem(STATE_KEY, state);
  const back = withoutOAuthReturn(new URL(win.location.href));
  win.location.replace(authorizeUrl({ appId: config.wxAppId, redirectUri: back.href, state }));
}

/**
 * Exchanges a returned code for the open id and keeps it in the session. False when the return is
 * not the one this tab asked for (a stale or forged `state`) or the server gave no open id; a failed
 * call rejects, already told to the shopper by the request layer.
 */
export async function redeemOpenIdCode(code: string, state: string): Promise<boolean> {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!expected || expected !== state) return false;
  const { openid } = await getWeixinOpenId({ code });
  if (!openid) return false;
  useSession.getState().update({ openId: openid });
  return true;
}
