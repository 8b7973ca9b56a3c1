import { callBridge } from '../bridge';
import { hostPolicy } from './current';

/** What the host's own goods page needs to take a purchase over (CONTRACT §4, 立即购买). */
export interface PurchaseFields {
  product_id: number | string;
  sku_id: number | string;
  num: number;
  agency_store_id?: number | string | undefined;
  store_share?: number | string | undefined;
  inviter?: number | string | undefined;
  uid?: number | string | undefined;
}

/** The fields that are present: the host is handed what the shopper chose, nothing invented. */
function present(fields: PurchaseFields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/** A purchase the shopper has chosen completely: what the host's goods page gets, or H5 checkout. */
export interface ChosenPurchase {
  fields: PurchaseFields;
  /** H5 checkout (WeChat: the confirm page, then WeChat Pay). */
  checkout: () => void;
}

export interface PurchaseWays {
  /** The shopper's choice, checked (mall-spec §5: every attribute, in stock); null once it said what is missing. */
  choose: () => ChosenPurchase | null;
  /** Said where no purchase can be made (a plain browser), before anything is checked (mall-spec §5). */
  notHere: string;
  /** Shows a message to the shopper. */
  tell: (message: string) => void;
}

/** 立即购买: the app's or mini program's goods page takes over with everything chosen, WeChat checks out here. */
export async function buyNow(ways: PurchaseWays): Promise<void> {
  if (hostPolicy.purchase === 'not-here') {
    ways.tell(ways.notHere);
    return;
  }
  const chosen = ways.choose();
  if (!chosen) return;
  if (hostPolicy.purchase === 'host-screen') await callBridge('openGoodsDetail', present(chosen.fields));
  else chosen.checkout();
}

export interface PaymentWays {
  /** WeChat Pay here. */
  payHere: () => Promise<void>;
  notHere: string;
  tell: (message: string) => void;
}

/**
 * An order's own page in the host, which pays it and starts its after-sales (the app's, the mini
 * program's): true when the host has one and it was asked.
 */
export async function openOrderInHost(orderNo: string): Promise<boolean> {
  if (hostPolicy.purchase !== 'host-screen' || !orderNo) return false;
  await callBridge('openOrderDetail', { order_no: orderNo });
  return true;
}

/**
 * 去支付 on an order already placed: the host's own order page takes the payment, WeChat pays here.
 * Without an order number (a trade) the host has no page to open: the shopper is told where to pay.
 */
export async function payPlacedOrder(orderNo: string, ways: PaymentWays): Promise<void> {
  switch (hostPolicy.purchase) {
    case 'host-screen':
      if (!(await openOrderInHost(orderNo))) ways.tell(ways.notHere);
      return;
    case 'wechat-pay':
      await ways.payHere();
      return;
    case 'not-here':
      ways.tell(ways.notHere);
  }
}
