/**
 * Paying an order that exists (CONTRACT §5): after create on the confirm page, and again from the
 * order list, the order detail or a confirm page whose order was already created.
 */
import { commitPayment } from '../../api/order';
import type { OrderCreateResult } from '../../contract';
import { toast } from '../../core/feedback';
import { payPlacedOrder } from '../../core/host/purchase';
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

interface PayOptions {
  /** What the page knows of the order's method; without it the server uses the order's own. */
  paymentId?: number;
  /** The success page replaces this one (the confirm page: Back never returns to it). */
  replace?: boolean;
  /**
   * The order the native app or the mini program opens in its own order page, which takes the payment
   * there (CONTRACT §4: the host that can pay is given the order, nobody is sent elsewhere).
   */
  hostOrderNo?: string;
}

/**
 * Pays an unpaid order with a fresh `pay_param` in WeChat. The app and the mini program get the order in
 * their own order page (`openOrderDetail`); a plain browser is told what buying tells it. Without the
 * payer's open id the page leaves for WeChat's authorisation first and pays on its return
 * (`takePaymentAfterAuthorisation`). True once paid here.
 */
export async function payExistingOrder(target: PayTarget, { paymentId, replace = false, hostOrderNo }: PayOptions = {}): Promise<boolean> {
  let paid = false;
  await payPlacedOrder(hostOrderNo ?? '', {
    payHere: async () => {
      paid = await payInWechat(target, paymentId, replace);
    },
    notHere: cannotPayHere(),
    tell: toast,
  });
  return paid;
}

async function payInWechat(target: PayTarget, paymentId: number | undefined, replace: boolean): Promise<boolean> {
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
