/**
 * Paying an order that exists (CONTRACT §5): after create on the confirm page, and again from the
 * order list, the order detail or a confirm page whose order was already created.
 */
import { commitPayment } from '../../api/order';
import type { OrderCreateResult } from '../../api/types';
import { environment } from '../../core/bridge';
import { toast } from '../../core/feedback';
import { navigate } from '../../core/navigation';
import { useSession } from '../../core/session';
import { startOpenIdAuthorisation } from '../open-id';
import { paySuccessPath } from '../paths';
import { cannotPayHere, PAY_CANCELLED, PAY_FAILED } from '../pay-messages';
import { payWithWechat } from '../wechat-pay';

export type PayTarget = { order_no: string } | { trade_no: string };

const AFTER_AUTHORISATION_KEY = 'pay-after-authorisation';

/**
 * WeChat's sheet for an answer of create or commit (an order the server counts as paid skips it);
 * paid, the success page opens. False when the shopper cancelled or the payment failed (already said).
 */
export async function payAnswered(answer: OrderCreateResult, { replace = false } = {}): Promise<boolean> {
  const result = answer.pay_status ? 'ok' : await payWithWechat(answer.pay_param);
  if (result === 'ok') {
    navigate(paySuccessPath(answer.trade_no), { replace });
    return true;
  }
  toast(result === 'cancel' ? PAY_CANCELLED : PAY_FAILED);
  return false;
}

/**
 * Pays an unpaid order with a fresh `pay_param`, where this host can pay (elsewhere it says what buying
 * says). Without the payer's open id the page leaves for WeChat's authorisation first and pays on its
 * return (`takePaymentAfterAuthorisation`). True once paid.
 */
export async function payExistingOrder(
  target: PayTarget,
  { paymentId, replace = false }: { paymentId?: number; replace?: boolean } = {},
): Promise<boolean> {
  if (environment !== 'wechat') {
    toast(cannotPayHere(environment));
    return false;
  }
  const openId = useSession.getState().openId;
  if (!openId) {
    sessionStorage.setItem(AFTER_AUTHORISATION_KEY, JSON.stringify(target));
    startOpenIdAuthorisation();
    return false;
  }
  const answer = await commitPayment({ ...target, open_id: openId, ...(paymentId === undefined ? {} : { payment_id: paymentId }) });
  return payAnswered(answer, { replace });
}

/** The payment the shopper asked for before WeChat's authorisation, once. */
export function takePaymentAfterAuthorisation(): PayTarget | null {
  const saved = sessionStorage.getItem(AFTER_AUTHORISATION_KEY);
  sessionStorage.removeItem(AFTER_AUTHORISATION_KEY);
  try {
    const target = JSON.parse(saved ?? 'null') as Record<string, unknown> | null;
    if (typeof target?.order_no === 'string') return { order_no: target.order_no };
    if (typeof target?.trade_no === 'string') return { trade_no: target.trade_no };
  } catch {
    // A value this tab did not write: nothing to resume.
  }
  return null;
}
