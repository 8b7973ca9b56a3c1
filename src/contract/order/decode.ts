/** Confirm, create, pay, orders, parcels and after-sales (mall-spec §3–§4, CONTRACT §5). */
import { productCards } from '../catalog/decode.ts';
import type { OrderConfirm, OrderCreateResult, PaySuccessInfo } from './checkout-types.ts';
import type {
  ExpressParcel,
  KnownOrderStatus,
  LogisticsDetail,
  LogisticsList,
  OrderButtons,
  OrderDetail,
  OrderListItem,
  OrderListOrder,
  OrderListPage,
  OrderProduct,
  OrderStatus,
  RefundItem,
  RefundPage,
  TrackEntry,
} from './types.ts';
import {
  answer,
  count,
  flag,
  hasMore,
  list,
  nullable,
  number,
  object,
  optional,
  priceOrZero,
  readCount,
  readNumber,
  readPrice,
  required,
  requiredCount,
  requiredNumber,
  requiredPrice,
  requiredText,
  text,
  texts,
  withDefault,
  type Decoder,
  type Reader,
} from '../read.ts';
import { WireError } from '../wire-error.ts';

const total = optional(readCount);

/** Any whole-number status: one the screens do not know is shown by its label, never refused (CONTRACT §5). */
const readStatus: Reader<OrderStatus> = (value) => {
  const status = readNumber(value);
  return status !== undefined && Number.isInteger(status) ? status : undefined;
};

/** The words for a status, for an answer that gives the status alone (mall-spec §3 lists no label in the detail). */
const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  0: '待付款',
  1: '待发货',
  2: '待收货',
  3: '已完成',
  6: '已关闭',
} satisfies Record<KnownOrderStatus, string>;

/** What a status unknown to the screens says when the server gave no label for it either. */
const UNKNOWN_STATUS_LABEL = '订单处理中';

/** The server's label; without one, the words for a known status, or neutral ones for another. */
function statusLabel(status: OrderStatus | undefined, label: string): string {
  if (label || status === undefined) return label;
  return STATUS_LABELS[status] ?? UNKNOWN_STATUS_LABEL;
}

const orderButtons: Decoder<OrderButtons> = object({ urge_shipping: number, trade_btn: flag, after_sale_btn: flag, confirm_btn: flag });

/** A product line of an order: its price and quantity make the order's sums, so neither may be missing. */
const orderProduct: Decoder<OrderProduct> = object({
  product_id: optional(readNumber),
  image: text,
  name: text,
  property: text,
  price: requiredPrice,
  buy_qty: requiredCount,
});

const orderSeller = object({ seller_id: number, store_name: text, is_dealer: flag, agency_store_id: number });

// ---------------------------------------------------------------------------------------------
// Confirm, create, pay
// ---------------------------------------------------------------------------------------------

export const orderConfirm = answer<OrderConfirm>(
  'confirm',
  object({
    address: nullable(
      object({
        address_id: requiredNumber,
        full_name: text,
        mobile: text,
        province: text,
        city: text,
        area: text,
        address: text,
        is_default: flag,
      }),
    ),
    payments: list(object({ payment_id: requiredNumber, name: text, description: text, logo: text })),
    orders: list(
      object({
        // The remark of each seller's order is sent back keyed by this id.
        seller: object({ seller_id: requiredNumber, store_name: text }),
        products: list(
          object({
            product_id: optional(readNumber),
            title: text,
            image: text,
            property: list(object({ attribute_label: text, alias_name: text })),
            price: requiredPrice,
            num: requiredCount,
          }),
        ),
        freight: object({ price: priceOrZero }),
        num: count,
        price: object({ pay_price: requiredPrice }),
      }),
    ),
    price: object({ products_price_total: requiredPrice, freight_price: priceOrZero, pay_price: requiredPrice }),
  }),
);

export const orderCreateResult = answer<OrderCreateResult>(
  'trade',
  object({
    pay_status: flag,
    trade_no: requiredText,
    pay_param: object({ timestamp: text, nonce_str: text, wx_package: text, sign_type: text, sign: text }),
  }),
);

export const paySuccessInfo = answer<PaySuccessInfo>(
  'paid',
  object({
    trade_no: text,
    pay_status: flag,
    pay_price: priceOrZero,
    payment_name: text,
    order_nos: texts,
    recommend_products: productCards,
  }),
);

// ---------------------------------------------------------------------------------------------
// Order list and detail
// ---------------------------------------------------------------------------------------------

const listOrderFields = object({
  order_no: requiredText,
  // Footer actions are asked for by this id.
  id: requiredNumber,
  status: optional(readStatus),
  status_label: text,
  seller: orderSeller,
  products: list(orderProduct),
  subtotal: priceOrZero,
  order_type: withDefault(readOrderType, 'order'),
});

const listOrder: Decoder<OrderListOrder> = (value, path) => {
  const order = listOrderFields(value, path);
  return { ...order, status_label: statusLabel(order.status, order.status_label) };
};

const listTrade = object({
  trade_no: requiredText,
  status_label: text,
  orders: list(listOrder),
  subtotal: priceOrZero,
  product_num: count,
});

/** A row is an order or an unpaid trade, as its `order_type` says; the side it names must be there. */
const orderListItem: Decoder<OrderListItem> = (value, path) => {
  const row = object({ order_type: required(readOrderType), product_num: count, button: orderButtons })(value, path);
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (row.order_type === 'trade') return { ...row, trade: listTrade(source.trade, `${path}.trade`) };
  if (source.order === undefined || source.order === null) throw new WireError(`${path}.order`, 'missing');
  return { ...row, order: listOrder(source.order, `${path}.order`) };
};

export const orderListPage = answer<OrderListPage>('orders', object({ list: list(orderListItem), has_more: hasMore, total }));

const orderDetailFields = object({
  id: optional(readNumber),
  status: required(readStatus),
  status_label: text,
  tip: object({ text: text, subtext: text, time: number }),
  address: object({ receiver_name: text, receiver_phone: text, receiver_address: text }),
  seller: object({ seller_id: number, store_name: text, is_dealer: flag, agency_store_id: number, logo: text }),
  products: list(orderProduct),
  product_num: count,
  should_pay_price: requiredPrice,
  freight_price: optional(readPrice),
  products_price_total: optional(readPrice),
  order_no: requiredText,
  trade_no: text,
  payment: text,
  create_at: text,
  remark: text,
  refund_button: object({ is_refund_btn: flag, is_refund_btn_txt: text }),
  button: orderButtons,
});

export const orderDetail = answer<OrderDetail>('order', (value, path) => {
  const detail = orderDetailFields(value, path);
  return { ...detail, status_label: statusLabel(detail.status, detail.status_label) };
});

export const urgeResult = answer('urge', object({ urge_shipping: number }));

export const receiptResult = answer('receipt', object({ status: optional(readStatus) }));

// ---------------------------------------------------------------------------------------------
// Parcels and after-sales
// ---------------------------------------------------------------------------------------------

const trackEntry: Decoder<TrackEntry> = object({ context: text, time: text });

const parcel: Decoder<ExpressParcel> = object({
  track_status: number,
  track_status_desc: text,
  shipment_company: text,
  // The parcel's tracking detail is asked for by this number.
  track_no: requiredText,
  latest_track_data: trackEntry,
});

export const logisticsList = answer<LogisticsList>('parcels', object({ express_list: list(parcel) }));

export const logisticsDetail = answer<LogisticsDetail>(
  'parcel',
  object({
    track_status: optional(readNumber),
    track_status_desc: text,
    shipment_company: text,
    track_no: text,
    track_list: list(trackEntry),
  }),
);

const refundItem: Decoder<RefundItem> = object({
  id: optional(readNumber),
  refund_no: text,
  order_no: text,
  seller: orderSeller,
  refund_type: text,
  refund_type_label: text,
  status_label: text,
  products: list(object({ image: text, name: text, attribute_desc: text, qty: count, amount: priceOrZero, integral: priceOrZero })),
});

export const refundPage = answer<RefundPage>('refunds', object({ list: list(refundItem), has_more: hasMore, total }));

function readOrderType(value: unknown): 'order' | 'trade' | undefined {
  return value === 'order' || value === 'trade' ? value : undefined;
}
