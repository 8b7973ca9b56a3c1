import { useEffect } from 'react';
import { hostPolicy } from '../../core/host';
import { navigate } from '../../core/navigation';
import { useSingleFlight } from '../../ui/use-single-flight';
import { redeemOpenIdCode, withoutOAuthReturn } from '../open-id';
import { payExistingOrder, takePaymentAfterAuthorisation, type PayTarget } from './pay-order';

type Pay = (target: PayTarget, hostOrderNo?: string) => Promise<void>;

/** 去支付: one payment at a time; `onSettled` after each attempt (the order may be paid now, or closed meanwhile). */
export function usePayOrder(onSettled: (target: PayTarget) => void): { pending: boolean; pay: Pay } {
  const [pending, run] = useSingleFlight();
  const pay = (target: PayTarget, hostOrderNo?: string) =>
    run(async () => {
      try {
        await payExistingOrder(target, { hostOrderNo });
      } finally {
        onSettled(target);
      }
    });
  return { pending, pay };
}

/**
 * Back from WeChat's authorisation on an order screen (once per screen, not per row): the open id is
 * redeemed, the address cleaned, and the payment the shopper asked for goes on.
 */
export function usePaymentAfterAuthorisation(pay: Pay): void {
  useEffect(() => {
    const here = new URL(window.location.href);
    const code = here.searchParams.get('code');
    if (hostPolicy.purchase !== 'wechat-pay' || !code) return;
    const waiting = takePaymentAfterAuthorisation();
    void redeemOpenIdCode(code, here.searchParams.get('state') ?? '')
      .catch(() => false)
      .then((redeemed) => {
        const page = withoutOAuthReturn(here);
        navigate(`${page.pathname}${page.search}`, { replace: true });
        if (redeemed && waiting) void pay(waiting);
      });
    // The address is cleaned at once, so a later run finds no code.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen: the payment asked for before leaving for WeChat
  }, []);
}
