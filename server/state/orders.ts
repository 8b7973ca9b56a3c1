/** Order and trade rules: labels, buttons, automatic closing, payment, list rows. */
import type { KnownOrderStatus, OrderButtons, OrderListItem, OrderListOrder, Wire } from '../../src/contract/index.ts';
import type { Deps } from '../context.ts';
import type { OrderRec, TradeRec } from '../model.ts';
import { toFen, toYuan } from '../money.ts';
import { completeMission } from './missions.ts';
import { moveStock } from './stock.ts';

export const PAY_WINDOW_S = 1800;

export const STATUS_LABEL: Record<KnownOrderStatus, string> = {
  0: '待付款',
  1: '待发货',
  2: '待收货',
  3: '已完成',
  6: '已关闭',
};

export function buttons(order: OrderRec): OrderButtons {
  return {
    urge_shipping: order.status === 1 ? (order.urged ? 3 : 1) : 0,
    trade_btn: (order.status === 2 || order.status === 3) && order.parcels.length > 0 ? 1 : 0,
    after_sale_btn: order.status === 3 ? 1 : 0,
    confirm_btn: order.status === 2 ? 1 : 0,
  };
}

export function orderTotalFen(order: OrderRec): number {
  return order.items.reduce((sum, item) => sum + toFen(item.price) * item.qty, 0) + toFen(order.freight);
}

export function productNum(order: OrderRec): number {
  return order.items.reduce((sum, item) => sum + item.qty, 0);
}

/** Unpaid orders whose deadline has passed are closed and their stock returned. */
export function sweepExpired(deps: Deps): void {
  const now = deps.clock.now();
  let changed = false;
  for (const order of deps.store.state.orders) {
    if (order.status !== 0 || order.deadline > now) continue;
    order.status = 6;
    for (const item of order.items) moveStock(deps, item.product_id, item.parent_id, item.qty);
    changed = true;
  }
  if (changed) deps.store.changed();
}

export function payTrade(deps: Deps, trade: TradeRec): void {
  if (trade.paid) return;
  const now = deps.clock.now();
  trade.paid = true;
  for (const order of deps.store.state.orders) {
    if (!trade.order_ids.includes(order.id) || order.status !== 0) continue;
    order.status = 1;
    order.paid_at = now;
    order.deadline = 0;
  }
  completeMission(deps, trade.customer_id, 4);
  deps.store.changed();
}

/** Test/demo helper: a paid order leaves the warehouse with one parcel. */
export function shipOrder(deps: Deps, order: OrderRec): void {
  const now = deps.clock.now();
  order.status = 2;
  order.shipped_at = now;
  order.parcels.push({
    track_no: `SF${String(1e11 + order.id * 7919)}`,
    shipment_company: '顺丰速运',
    track_status: 1,
    track_list: [
      { context: '【深圳市】顺丰速运 已揽收', time: now },
      { context: '商家已发货，包裹等待揽收', time: now - 600 },
    ],
  });
  deps.store.changed();
}

/** An order's lines as the list and the detail show them. */
export function orderProducts(order: OrderRec): Wire<OrderListOrder>['products'] {
  return order.items.map((item) => ({
    product_id: item.product_id,
    image: item.image,
    name: item.title,
    property: item.property.map((p) => `${p.attribute_label}:${p.alias_name}`).join(' '),
    price: item.price,
    buy_qty: item.qty,
  }));
}

export function listOrder(deps: Deps, order: OrderRec, orderType: 'order' | 'trade'): Wire<OrderListOrder> {
  const seller = deps.catalog.seller(order.seller_id);
  return {
    order_no: order.order_no,
    id: order.id,
    status: order.status,
    status_label: STATUS_LABEL[order.status],
    seller: {
      seller_id: order.seller_id,
      store_name: seller?.store_name ?? '',
      is_dealer: seller?.is_dealer ?? 0,
      agency_store_id: seller?.agency_store_id ?? 0,
    },
    products: orderProducts(order),
    subtotal: toYuan(orderTotalFen(order)),
    order_type: orderType,
  };
}

const NO_BUTTONS: OrderButtons = { urge_shipping: 0, trade_btn: 0, after_sale_btn: 0, confirm_btn: 0 };

/**
 * The buyer's order-list rows, newest first. List filter (mall-spec §4): 5 all, 0/1/2 by status,
 * 4 orders with an after-sales request. An unpaid trade spanning several sellers is one row.
 */
export function listRows(deps: Deps, customerId: number, filter: number): Wire<OrderListItem>[] {
  const { orders, trades, refunds } = deps.store.state;
  const refunded = new Set(refunds.filter((r) => r.customer_id === customerId).map((r) => r.order_no));
  const mine = orders
    .filter((o) => o.customer_id === customerId)
    .filter((o) => (filter === 5 ? true : filter === 4 ? refunded.has(o.order_no) : o.status === filter))
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
  const rows: Wire<OrderListItem>[] = [];
  const seenTrades = new Set<string>();
  for (const order of mine) {
    const trade = trades.find((t) => t.trade_no === order.trade_no);
    if (order.status === 0 && trade && trade.order_ids.length > 1) {
      if (seenTrades.has(trade.trade_no)) continue;
      seenTrades.add(trade.trade_no);
      const grouped = orders.filter((o) => trade.order_ids.includes(o.id));
      const num = grouped.reduce((sum, o) => sum + productNum(o), 0);
      rows.push({
        order_type: 'trade',
        trade: {
          trade_no: trade.trade_no,
          status_label: STATUS_LABEL[0],
          orders: grouped.map((o) => listOrder(deps, o, 'trade')),
          subtotal: toYuan(grouped.reduce((sum, o) => sum + orderTotalFen(o), 0)),
          product_num: num,
        },
        product_num: num,
        button: NO_BUTTONS,
      });
      continue;
    }
    rows.push({ order_type: 'order', order: listOrder(deps, order, 'order'), product_num: productNum(order), button: buttons(order) });
  }
  return rows;
}

/** A fresh unpaid copy of `model` in a trade of its own, closing `seconds` from now (a test hook's order). */
export function unpaidCopy(deps: Deps, model: OrderRec, seconds: number): OrderRec {
  const state = deps.store.state;
  const now = deps.clock.now();
  const id = ++state.seq.order;
  const tradeNo = `T${now}${String(id).slice(-5)}`;
  const order: OrderRec = {
    ...model,
    id,
    order_no: `SO${now}${String(id).slice(-5)}`,
    trade_no: tradeNo,
    status: 0,
    items: model.items.map((item) => ({ ...item })),
    created_at: now,
    deadline: now + seconds,
    paid_at: 0,
    shipped_at: 0,
    received_at: 0,
    urged: false,
    parcels: [],
  };
  state.orders.push(order);
  state.trades.push({
    trade_no: tradeNo,
    customer_id: order.customer_id,
    order_ids: [id],
    pay_price: toYuan(orderTotalFen(order)),
    prepay_id: '',
    paid: false,
    created_at: now,
  });
  deps.store.changed();
  return order;
}
