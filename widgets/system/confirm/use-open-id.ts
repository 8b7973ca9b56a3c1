import { useEffect, useRef, useState } from 'react';
import { hostPolicy } from '../../../src/core/host';
import { navigate } from '../../../src/core/navigation';
import { useSession } from '../../../src/core/session';
import { redeemOpenIdCode, startOpenIdAuthorisation, withoutOAuthReturn } from '../../../src/mall/open-id';

/**
 * not-needed: outside WeChat (buying is refused there anyway); ready: the open id is known;
 * pending: leaving for WeChat's authorisation or exchanging the code it returned;
 * missing: the exchange failed, so submit asks WeChat again.
 */
export type OpenIdStatus = 'not-needed' | 'ready' | 'pending' | 'missing';

/**
 * The payer's open id for this page: asked for as soon as the page opens in WeChat without one, before
 * the shopper has typed anything; WeChat's `code` and `state` are taken off the address once used.
 */
export function useOpenId(returned: { code?: string; state?: string }): { status: OpenIdStatus; openId: string } {
  const openId = useSession((state) => state.openId);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const paysHere = hostPolicy.purchase === 'wechat-pay';
  const needed = paysHere && !openId;

  useEffect(() => {
    if (!needed || started.current) return;
    started.current = true;
    if (!returned.code) {
      startOpenIdAuthorisation();
      return;
    }
    void redeemOpenIdCode(returned.code, returned.state ?? '')
      .catch(() => false)
      .then((redeemed) => {
        if (!redeemed) {
          setFailed(true);
          return;
        }
        const page = withoutOAuthReturn(new URL(window.location.href));
        navigate(`${page.pathname}${page.search}`, { replace: true });
      });
    // Once per page: a failed exchange waits for the shopper's submit rather than looping through WeChat.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the return from WeChat is read once, when the open id is first needed
  }, [needed]);

  if (!paysHere) return { status: 'not-needed', openId: '' };
  if (openId) return { status: 'ready', openId };
  return { status: failed ? 'missing' : 'pending', openId: '' };
}
