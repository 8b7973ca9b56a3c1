import type { OrderListItem, OrderListOrder } from '../../../src/contract';
import { orderDetailPath } from '../../../src/mall/paths';
import { OrderProductLines } from '../../../src/mall/orders/OrderProductLines';
import { OrderActions, PayButton, type OrderChange } from '../../../src/mall/orders/OrderActions';
import { AppLink } from '../../../src/ui/AppLink';
import { formatPrice } from '../../../src/ui/price';
import styles from './widget.module.css';

/** One seller's part: store, status, products; a tap opens the order's detail. */
function SellerOrder({ order, showStatus }: { order: OrderListOrder; showStatus: boolean }) {
  return (
    <AppLink className={styles.sellerOrder} to={orderDetailPath(order.order_no)} data-order-no={order.order_no}>
      <span className={styles.sellerLine}>
        <span className={styles.storeName}>{order.seller.store_name}</span>
        {showStatus ? <span className={styles.status}>{order.status_label}</span> : null}
      </span>
      <OrderProductLines products={order.products} as="span" />
    </AppLink>
  );
}

interface OrderCardProps {
  item: OrderListItem;
  /** The 待付款 tab: every row is unpaid, even one whose answer has no `status` (mall-spec §3 lists none). */
  unpaidTab: boolean;
  onChanged: (rowKey: string, change: OrderChange) => void;
}

/** A list row: one order, or an unpaid trade that groups several sellers' orders under one subtotal. */
export function OrderCard({ item, unpaidTab, onChanged }: OrderCardProps) {
  const { order, trade } = item;
  if (item.order_type === 'trade' && trade) {
    return (
      <li className={styles.card} data-trade-no={trade.trade_no}>
        <p className={styles.tradeHead}>
          <span>合并订单</span>
          <span className={styles.status}>{trade.status_label}</span>
        </p>
        {trade.orders.map((part) => (
          <SellerOrder key={part.order_no} order={part} showStatus={false} />
        ))}
        <p className={styles.total}>
          共{trade.product_num}件 合计 <strong>{formatPrice(trade.subtotal)}</strong>
        </p>
        <div className={styles.tradeActions}>
          <PayButton
            target={{ trade_no: trade.trade_no }}
            hostOrderNo={trade.orders[0]?.order_no ?? ''}
            onSettled={() => onChanged(trade.trade_no, 'paid')}
          />
        </div>
      </li>
    );
  }
  if (!order) return null;
  const unpaid = order.status === 0 || (order.status === undefined && unpaidTab);
  return (
    <li className={styles.card}>
      <SellerOrder order={order} showStatus />
      <p className={styles.total}>
        共{item.product_num}件 合计 <strong>{formatPrice(order.subtotal)}</strong>
      </p>
      <OrderActions
        order={order}
        button={item.button}
        payTarget={unpaid ? { order_no: order.order_no } : undefined}
        onChanged={(change) => onChanged(order.order_no, change)}
      />
    </li>
  );
}
