import { getOrderDetail } from '../../../src/api/order';
import type { OrderDetail, OrderListItem, OrderListOrder } from '../../../src/contract';
import type { OrderChange } from '../../../src/mall/orders/OrderActions';

export type RowsRecipe = (rows: OrderListItem[]) => OrderListItem[];

/** A row is one order, or one unpaid trade of several orders. */
export const rowId = (row: OrderListItem) => row.order?.order_no ?? row.trade?.trade_no;

const withDetail = (order: OrderListOrder, detail: OrderDetail): OrderListOrder => ({
  ...order,
  status: detail.status,
  status_label: detail.status_label,
});

/** A trade paid: each of its orders a row of its own, as the server lists paid orders. */
async function tradeRows(trade: NonNullable<OrderListItem['trade']>): Promise<OrderListItem[] | null> {
  const details = await Promise.all(trade.orders.map((order) => getOrderDetail({ order_no: order.order_no })));
  if (details.every((detail) => detail.status === 0)) return null;
  return trade.orders.map((order, index) => {
    const detail = details[index]!;
    return { order_type: 'order', order: { ...withDetail(order, detail), order_type: 'order' }, product_num: detail.product_num, button: detail.button };
  });
}

/** The rows of `rowKey` with what the server now says about them (status label, buttons). */
export async function patchRow(rows: OrderListItem[], rowKey: string, change: OrderChange): Promise<RowsRecipe> {
  if (change === 'urged') {
    return (current) => current.map((row) => (row.order?.order_no === rowKey ? { ...row, button: { ...row.button, urge_shipping: 3 } } : row));
  }
  const trade = rows.find((row) => row.trade?.trade_no === rowKey)?.trade;
  if (trade) {
    const split = await tradeRows(trade);
    return (current) => (split ? current.flatMap((row) => (row.trade?.trade_no === rowKey ? split : [row])) : current);
  }
  const detail = await getOrderDetail({ order_no: rowKey });
  return (current) =>
    current.map((row) => (row.order?.order_no === rowKey && row.order ? { ...row, button: detail.button, order: withDetail(row.order, detail) } : row));
}
