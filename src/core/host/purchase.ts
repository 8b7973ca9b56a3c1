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

export interface PurchaseWays {
  /** H5 checkout (WeChat: the confirm page, then WeChat Pay). */
  checkout(): void;
  /** Said where no purchase can be made (a plain browser). */
  notHere: string;
  /** Shows a message to the shopper. */
  tell(message: string): void;
}

/** 立即购买: the app's or mini program's goods page takes over with everything chosen, WeChat checks out here. */
export async function buyNow(fields: PurchaseFields, ways: PurchaseWays): Promise<void> {
  switch (hostPolicy.purchase) {
    case 'host-screen':
      await callBridge('openGoodsDetail', present(fields));
      return;
    case 'wechat-pay':
      ways.checkout();
      return;
    case 'not-here':
      ways.tell(ways.notHere);
  }
}

export interface PaymentWays {
  /** WeChat Pay here. */
  payHere(): Promise<void>;
  notHere: string;
  tell(message: string): void;
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
