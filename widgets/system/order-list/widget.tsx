import { useCallback, useEffect, useRef } from 'react';
import { listOrders } from '../../../src/api/order';
import type { OrderListItem } from '../../../src/contract';
import { navigate } from '../../../src/core/navigation';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import type { OrderChange } from '../../../src/mall/orders/OrderActions';
import { usePaymentAfterAuthorisation, usePayOrder } from '../../../src/mall/orders/use-pay-order';
import { MALL_PATHS, orderListPath } from '../../../src/mall/paths';
import { PageSkeleton } from '../../../src/ui/PageSkeleton';
import { ListFooter } from '../../../src/ui/paged/ListFooter';
import { useLoadWhenVisible } from '../../../src/ui/paged/use-load-when-visible';
import { usePages } from '../../../src/ui/paged/use-pages';
import { OrderCard } from './OrderCard';
import { patchRow, rowId } from './patch-row';
import { isAfterSalesIndex, ORDER_TABS, tabIndexOf } from './order-tabs';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface OrderListProps {
  orderindex?: string | number;
}

const keyOf = (item: OrderListItem) => item.trade?.trade_no ?? item.order?.order_no ?? '';

/** /mall/order/list (mall-spec §2, §4): tabs by status, paged orders, each with its actions. */
function OrderList({ props }: WidgetRenderProps<OrderListProps>) {
  const tab = tabIndexOf(props.orderindex);
  const status = ORDER_TABS[tab]?.status ?? 5;
  // No page_size: the order list is the one list that sends none (mall-spec §9).
  const fetchPage = useCallback(
    (page: number) =>
      listOrders({ page, status }).then((answer) => ({ items: answer.list, hasMore: answer.has_more, total: answer.total })),
    [status],
  );
  const { items, status: listStatus, endText, loadMore, retry, update } = usePages(fetchPage, { idOf: rowId });
  const endRef = useRef<HTMLDivElement>(null);
  useLoadWhenVisible(endRef, loadMore, listStatus);

  // Read when a change arrives, which may be long after the tap that started it (a payment).
  const rows = useRef(items);
  rows.current = items;
  const changed = (rowKey: string, change: OrderChange) => {
    // A failed reload leaves the row as it was; the toast said what happened.
    void patchRow(rows.current, rowKey, change).then(update, () => undefined);
  };
  // Back from WeChat's authorisation, the payment asked for on a row goes on.
  const resumed = usePayOrder((target) => changed('trade_no' in target ? target.trade_no : target.order_no, 'paid'));
  usePaymentAfterAuthorisation(resumed.pay);

  return (
    <div className={styles.screen}>
      <div className={styles.tabs} role="tablist" aria-label="订单状态">
        {ORDER_TABS.map((entry, index) => (
          <button
            key={entry.status}
            type="button"
            role="tab"
            aria-selected={index === tab}
            className={styles.tab}
            // The tab lives in the address, so a reload or Back comes back to it.
            onClick={() => index !== tab && navigate(orderListPath(index as 0 | 1 | 2 | 3), { replace: true })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={ORDER_TABS[tab]?.label}>
        <ul className={styles.list}>
          {items.map((item) => (
            <OrderCard key={keyOf(item)} item={item} unpaidTab={status === 0} onChanged={changed} />
          ))}
        </ul>
      </div>
      <div ref={endRef} aria-hidden="true" />
      <ListFooter status={listStatus} empty={items.length === 0} emptyText="暂无相关订单" endText={endText} onRetry={() => void retry()} />
    </div>
  );
}

/** Replaces itself with the after-sales list, so Back skips it. */
function ToAfterSales() {
  useEffect(() => navigate(MALL_PATHS.afterSales, { replace: true }), []);
  return <PageSkeleton />;
}

function OrderListScreen({ props, ...rest }: WidgetRenderProps<OrderListProps>) {
  return isAfterSalesIndex(props.orderindex) ? <ToAfterSales /> : <OrderList props={props} {...rest} />;
}

export default defineWidget<OrderListProps>({ type: 'system:order-list', validate, component: OrderListScreen });
