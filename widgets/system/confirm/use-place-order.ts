import { useState } from 'react';
import { createOrder, type ConfirmOrderRequest } from '../../../src/api/order';
import { toast } from '../../../src/core/feedback';
import { startOpenIdAuthorisation } from '../../../src/mall/open-id';
import { payAnswered, payExistingOrder } from '../../../src/mall/orders/pay-order';
import { cannotPayHere } from '../../../src/mall/pay-messages';
import { placedPurchase, rememberPlaced, type PlacedPurchase } from '../../../src/mall/placed-purchases';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
import { checkChoices, createRequestOf, type Choices, type SharedBy } from './checkout';
import type { OpenIdStatus } from './use-open-id';

interface PlaceOrderInput {
  /** The purchase (the address's `buy_product`): what this page may have placed already. */
  buyProduct: string;
  request: ConfirmOrderRequest;
  sharedBy: SharedBy;
  choices: Choices;
  openId: { status: OpenIdStatus; openId: string };
  /** The order exists: what the shopper typed has been sent. */
  onCreated: () => void;
}

/**
 * Submit: checks, one create call however often it is tapped, then WeChat pay. The order once created
 * is this purchase's for the rest of the tab's life: a cancelled or failed payment, a reload or Back
 * to this page pays the same order again (CONTRACT §5), never a second one.
 */
export function usePlaceOrder({ buyProduct, request, sharedBy, choices, openId, onCreated }: PlaceOrderInput) {
  const [placed, setPlaced] = useState<PlacedPurchase | null>(() => placedPurchase(buyProduct));
  const [pending, run] = useSingleFlight();

  const place = (next: PlacedPurchase) => {
    rememberPlaced(buyProduct, next);
    setPlaced(next);
  };

  const submit = () =>
    run(async () => {
      if (placed) {
        const paid = await payExistingOrder({ trade_no: placed.trade_no }, { paymentId: choices.paymentId ?? undefined, replace: true });
        if (paid) place({ ...placed, paid: true });
        return;
      }
      if (openId.status === 'not-needed') return toast(cannotPayHere());
      const checked = checkChoices(choices);
      if (!checked.ok) return toast(checked.problem);
      if (openId.status === 'missing') return startOpenIdAuthorisation();
      if (openId.status === 'pending') return;
      const { addressId, paymentId } = checked;
      const order = await createOrder(createRequestOf(request, { addressId, paymentId, remarks: choices.remarks, openId: openId.openId }, sharedBy));
      const created = { trade_no: order.trade_no, paid: false };
      place(created);
      onCreated();
      // mall-spec §5: an order the server already counts as paid skips WeChat; paid, Back skips this page.
      if (await payAnswered(order, { replace: true })) place({ ...created, paid: true });
    });

  return { placed, pending, submit };
}
