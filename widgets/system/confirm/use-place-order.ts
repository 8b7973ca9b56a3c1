import { useState } from 'react';
import { createOrder, type ConfirmOrderRequest } from '../../../src/api/order';
import type { OrderCreateResult } from '../../../src/api/types';
import { toast } from '../../../src/core/feedback';
import { navigate } from '../../../src/core/navigation';
import { startOpenIdAuthorisation } from '../../../src/mall/open-id';
import { paySuccessPath } from '../../../src/mall/paths';
import { cannotPayHere, PAY_CANCELLED, PAY_FAILED } from '../../../src/mall/pay-messages';
import { environment } from '../../../src/core/bridge';
import { payWithWechat } from '../../../src/mall/wechat-pay';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
import { checkChoices, createRequestOf, type Choices, type SharedBy } from './checkout';
import type { OpenIdStatus } from './use-open-id';

interface PlaceOrderInput {
  request: ConfirmOrderRequest;
  sharedBy: SharedBy;
  choices: Choices;
  openId: { status: OpenIdStatus; openId: string };
  /** The order exists: what the shopper typed has been sent. */
  onCreated(): void;
}

async function pay(created: OrderCreateResult): Promise<void> {
  // mall-spec §5: an order the server already counts as paid skips WeChat, and leaves no way back here.
  const result = created.pay_status ? 'ok' : await payWithWechat(created.pay_param);
  if (result === 'ok') navigate(paySuccessPath(created.trade_no), { replace: true });
  else toast(result === 'cancel' ? PAY_CANCELLED : PAY_FAILED);
}

/**
 * Submit: checks, one create call however often it is tapped, then WeChat pay. After a cancelled or
 * failed payment the same order is paid again: a second tap never creates a second order.
 */
export function usePlaceOrder({ request, sharedBy, choices, openId, onCreated }: PlaceOrderInput) {
  const [created, setCreated] = useState<OrderCreateResult | null>(null);
  const [pending, run] = useSingleFlight();

  const submit = () =>
    run(async () => {
      if (created) return pay(created);
      if (openId.status === 'not-needed') return toast(cannotPayHere(environment));
      const checked = checkChoices(choices);
      if (!checked.ok) return toast(checked.problem);
      if (openId.status === 'missing') return startOpenIdAuthorisation();
      if (openId.status === 'pending') return;
      const { addressId, paymentId } = checked;
      const order = await createOrder(createRequestOf(request, { addressId, paymentId, remarks: choices.remarks, openId: openId.openId }, sharedBy));
      setCreated(order);
      onCreated();
      await pay(order);
    });

  return { created, pending, submit };
}
