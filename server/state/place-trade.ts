/**
 * Puts a checked cart into the state as one trade of one order per seller, taking the stock, in one
 * synchronous step. Returns an `undo` for when the trade cannot be written to disk: the answer then
 * says it failed, so the state must not keep it either.
 */
import { randomBytes } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { AddressRec, MissionStateRec, OrderRec, TradeRec } from '../model.ts';
import { toFen, toYuan } from '../money.ts';
import { propertyOf } from '../present.ts';
import { PAY_WINDOW_S, orderTotalFen, payTrade } from './orders.ts';
import { priceOf, type SellerGroup } from './seller-groups.ts';
import { moveStock } from './stock.ts';

export interface TradeRequest {
  customerId: number;
  address: AddressRec;
  groups: SellerGroup[];
  paymentId: number;
  openId: string;
  remarkOf: (sellerId: number) => string;
  agencyStoreIdOf: (group: SellerGroup) => number;
}

export interface PlacedTrade {
  trade: TradeRec;
  undo: () => void;
}

function orderOf(request: TradeRequest, group: SellerGroup, id: number, tradeNo: string, now: number): OrderRec {
  const { address } = request;
  return {
    id,
    order_no: `SO${now}${String(id).slice(-5)}`,
    trade_no: tradeNo,
    customer_id: request.customerId,
    seller_id: group.seller.seller_id,
    status: 0,
    items: group.lines.map((line) => ({
      product_id: line.id,
      parent_id: line.product.product_id,
      title: line.product.title,
      image: line.product.images[0] ?? '',
      property: line.child ? propertyOf(line.product, line.child.sku_code) : [],
      price: priceOf(line),
      qty: line.qty,
    })),
    freight: toYuan(group.freightFen),
    remark: request.remarkOf(group.seller.seller_id),
    receiver: {
      receiver_name: address.full_name,
      receiver_phone: address.mobile,
      receiver_address: `${address.province}${address.city}${address.area}${address.address}`,
    },
    payment_id: request.paymentId,
    agency_store_id: request.agencyStoreIdOf(group),
    created_at: now,
    deadline: now + PAY_WINDOW_S,
    paid_at: 0,
    shipped_at: 0,
    received_at: 0,
    urged: false,
    parcels: [],
  };
}

export function placeTrade(deps: Deps, request: TradeRequest): PlacedTrade {
  const state = deps.store.state;
  const now = deps.clock.now();
  const tradeNo = `T${now}${String(state.seq.order + 1).slice(-5)}`;
  const orders = request.groups.map((group) => orderOf(request, group, ++state.seq.order, tradeNo, now));
  for (const order of orders) for (const item of order.items) moveStock(deps, item.product_id, item.parent_id, -item.qty);
  const trade: TradeRec = {
    trade_no: tradeNo,
    customer_id: request.customerId,
    order_ids: orders.map((o) => o.id),
    pay_price: toYuan(orders.reduce((sum, o) => sum + orderTotalFen(o), 0)),
    prepay_id: `wx${now}${randomBytes(10).toString('hex')}`,
    ...(request.openId ? { open_id: request.openId } : {}),
    paid: false,
    created_at: now,
  };
  state.orders.push(...orders);
  state.trades.push(trade);
  // A free order needs no payment; paying completes a mission, which an undo must take back.
  const free = toFen(trade.pay_price) === 0;
  const missionKey = String(request.customerId);
  const missionBefore: MissionStateRec | undefined = free ? structuredClone(state.missions[missionKey]) : undefined;
  if (free) payTrade(deps, trade);
  deps.store.changed();

  const undo = () => {
    const ids = new Set(trade.order_ids);
    for (const order of orders) for (const item of order.items) moveStock(deps, item.product_id, item.parent_id, item.qty);
    state.orders = state.orders.filter((o) => !ids.has(o.id));
    state.trades = state.trades.filter((t) => t !== trade);
    if (missionBefore) state.missions[missionKey] = missionBefore;
    else if (free) delete state.missions[missionKey];
    deps.store.changed();
  };
  return { trade, undo };
}
