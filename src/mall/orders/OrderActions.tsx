import type { OrderButtons, OrderProduct } from '../../contract';
import { toast, toastSuccess } from '../../core/feedback';
import { askConfirm } from '../../core/feedback/confirm';
import { navigate } from '../../core/navigation';
import { confirmReceipt, urgeShipping } from '../../api/order';
import { useSingleFlight } from '../../ui/use-single-flight';
import { contactSeller } from '../contact';
import { startAfterSales } from './after-sales';
import { logisticsPath } from '../paths';
import {
  CONFIRM_RECEIPT_QUESTION,
  RECEIPT_CONFIRMED,
  URGE_SENT,
  contactLabel,
  orderActionsOf,
} from './order-actions';
import styles from './OrderActions.module.css';
import type { PayTarget } from './pay-order';
import { usePayOrder } from './use-pay-order';

export interface ActionableOrder {
  /** The order detail of mall-spec §3 has none: the actions that need it are then not offered. */
  id?: number;
  /** The order the app's or the mini program's own order page opens for after-sales. */
  order_no: string;
  seller: { is_dealer: number; agency_store_id: number };
  products: OrderProduct[];
}

/** What the server changed, so the screen can show the order's new state. */
export type OrderChange = 'urged' | 'received' | 'paid';

interface OrderActionsProps {
  order: ActionableOrder;
  button: OrderButtons;
  /** An unpaid order: what 去支付 pays (CONTRACT §5). */
  payTarget?: { order_no: string };
  onChanged: (change: OrderChange) => void;
}

/**
 * 去支付 for an unpaid order or trade, in the list and the detail. `hostOrderNo`: the order the app or the
 * mini program opens in its own order page to take the payment (a trade's first order).
 */
export function PayButton({ target, hostOrderNo, onSettled }: { target: PayTarget; hostOrderNo: string; onSettled: () => void }) {
  const { pending, pay } = usePayOrder(onSettled);
  return (
    <button type="button" className={styles.primary} onClick={() => void pay(target, hostOrderNo)} disabled={pending}>
      去支付
    </button>
  );
}

/** The footer of an order in the list and in the detail: contact, pay, logistics, after-sales, urge, receipt. */
export function OrderActions({ order, button, payTarget, onChanged }: OrderActionsProps) {
  const [pending, run] = useSingleFlight();
  const first = order.products[0];

  const urge = (orderId: number) =>
    run(async () => {
      await urgeShipping({ order_id: orderId });
      toast(URGE_SENT);
      onChanged('urged');
    });

  const confirm = (orderId: number) =>
    run(async () => {
      if (!(await askConfirm(CONFIRM_RECEIPT_QUESTION))) return;
      await confirmReceipt({ id: orderId });
      toastSuccess(RECEIPT_CONFIRMED);
      onChanged('received');
    });

  const contact = () =>
    void contactSeller({
      isDealer: order.seller.is_dealer === 1,
      agencyStoreId: order.seller.agency_store_id,
      about: first ? { title: first.name, img: first.image, price: first.price } : undefined,
    });

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={contact}>
        {contactLabel(order.seller.is_dealer)}
      </button>
      {payTarget ? <PayButton target={payTarget} hostOrderNo={payTarget.order_no} onSettled={() => onChanged('paid')} /> : null}
      {orderActionsOf(button, order.id).map((action) => {
        const orderId = order.id ?? 0;
        switch (action) {
          case 'logistics':
            return (
              <button key={action} type="button" className={styles.button} onClick={() => navigate(logisticsPath({ id: orderId }))}>
                查看物流
              </button>
            );
          case 'after-sales':
            return (
              <button key={action} type="button" className={styles.button} onClick={() => void startAfterSales(order.order_no)}>
                申请售后
              </button>
            );
          case 'urge':
            return (
              <button key={action} type="button" className={styles.button} onClick={() => void urge(orderId)} disabled={pending}>
                提醒发货
              </button>
            );
          case 'urged':
            return (
              <button key={action} type="button" className={styles.button} disabled>
                已提醒
              </button>
            );
          case 'confirm-receipt':
            return (
              <button key={action} type="button" className={styles.primary} onClick={() => void confirm(orderId)} disabled={pending}>
                确认收货
              </button>
            );
        }
      })}
    </div>
  );
}
