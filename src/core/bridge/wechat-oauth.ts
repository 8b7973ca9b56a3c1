/** WeChat web authorisation (snsapi_base): how a page learns the payer's open id (CONTRACT §4). */
import { isSameSitePath } from '../actions/url';

const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

interface OAuthWindow {
  /** Set by the embedded server's WeChat stand-in to its own authorise page. */
  __WX_OAUTH_AUTHORIZE_URL__?: unknown;
}

export interface OAuthRequest {
  appId: string;
  /** Where WeChat sends the shopper back, with `code` and `state` added. */
  redirectUri: string;
  state: string;
}

/** Only a path on this site may replace WeChat's endpoint, so a stray global cannot send the shopper to another host. */
export function authorizeEndpoint(win: Window & OAuthWindow = window): string {
  const override = win.__WX_OAUTH_AUTHORIZE_URL__;
  return typeof override === 'string' && isSameSitePath(override) ? override : AUTHORIZE_URL;
}

/** WeChat reads the parameters in this order and needs the `#wechat_redirect` fragment. */
export function authorizeUrl({ appId, redirectUri, state }: OAuthRequest, endpoint: string = authorizeEndpoint()): string {
  const query = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state });
  return `${endpoint}?${query.toString()}#wechat_redirect`;
}
