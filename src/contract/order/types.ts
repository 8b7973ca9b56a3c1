/** Orders, parcels and after-sales (mall-spec §3–§4, CONTRACT §5), as the decoders (./decode.ts) give them: prices are numbers of yuan. */
import type { Flag, PagedList } from '../common.ts';

/**
 * The order statuses the screens know: 0 pending payment, 1 pending shipment, 2 pending receipt,
 * 3 completed, 6 closed (unpaid past tip.time). The list filter also uses 5 = all and 4 = after-sales.
 */
export type KnownOrderStatus = 0 | 1 | 2 | 3 | 6;

/**
 * An order's status as the server sends it: a known one or any other whole number, which the screens
 * show by its `status_label` with the buttons its `button` flags allow (CONTRACT §5).
 */
export type OrderStatus = number;

export type OrderListStatus = 5 | 0 | 1 | 2 | 4;

export interface OrderListQuery {
  order_type: 1;
  page: number;
  status: OrderListStatus;
}

export interface OrderButtons {
  /** 1 show 提醒发货; 3 already reminded (已提醒); other values hide it. */
  urge_shipping: number;
  /** 1 = view logistics. */
  trade_btn: Flag;
  /** 1 = apply for after-sales. */
  after_sale_btn: Flag;
  /** 1 = confirm receipt. */
  confirm_btn: Flag;
}

export interface OrderProduct {
  /** Not in mall-spec §3's order product. */
  product_id?: number;
  image: string;
  name: string;
  /** Attribute description, e.g. "颜色:红色 尺码:M". */
  property: string;
  price: number;
  buy_qty: number;
}

export interface OrderListOrder {
  order_no: string;
  id: number;
  /** Not in mall-spec §3's order list item, which gives status_label. */
  status?: OrderStatus;
  status_label: string;
  seller: { seller_id: number; store_name: string; is_dealer: Flag; agency_store_id: number };
  products: OrderProduct[];
  subtotal: number;
  order_type: 'order' | 'trade';
}

export interface OrderListTrade {
  trade_no: string;
  status_label: string;
  orders: OrderListOrder[];
  subtotal: number;
  product_num: number;
}

/** One order-list row: a single order, or an unpaid trade grouping several sellers' orders. */
export interface OrderListItem {
  order_type: 'order' | 'trade';
  order?: OrderListOrder;
  trade?: OrderListTrade;
  product_num: number;
  button: OrderButtons;
}

export type OrderListPage = PagedList<OrderListItem>;

export interface OrderDetailQuery {
  order_no: string;
}

export interface OrderDetail {
  /** Not in mall-spec §3's order detail: without it the footer offers no action that needs it. */
  id?: number;
  status: OrderStatus;
  status_label: string;
  tip: {
    text: string;
    subtext: string;
    /** Status 0: automatic-closing deadline, Unix seconds on the server clock; otherwise 0. */
    time: number;
  };
  address: { receiver_name: string; receiver_phone: string; receiver_address: string };
  seller: { seller_id: number; store_name: string; is_dealer: Flag; agency_store_id: number; logo: string };
  products: OrderProduct[];
  product_num: number;
  should_pay_price: number;
  /** Not in mall-spec §3's order detail: the row is left out without it. */
  freight_price?: number;
  /** Not in mall-spec §3's order detail: the row is left out without it. */
  products_price_total?: number;
  order_no: string;
  trade_no: string;
  /** Payment method name, e.g. 微信支付. */
  payment: string;
  /** "YYYY-MM-DD HH:mm:ss" */
  create_at: string;
  remark: string;
  refund_button: { is_refund_btn: Flag; is_refund_btn_txt: string };
  button: OrderButtons;
}

export interface UrgeShippingRequest {
  order_id: number | string;
}

/** `/1/order/receiver_order`. */
export interface ReceiveOrderRequest {
  id: number | string;
}

export interface LogisticsQuery {
  order_id: number | string;
  biz_type?: number | string;
}

export interface LogisticsDetailQuery extends LogisticsQuery {
  track_no: string;
}

export interface TrackEntry {
  context: string;
  /** "YYYY-MM-DD HH:mm:ss" */
  time: string;
}

export interface ExpressParcel {
  /** 4 = delivered (shown green); anything else pink. */
  track_status: number;
  track_status_desc: string;
  shipment_company: string;
  track_no: string;
  latest_track_data: TrackEntry;
}

export interface LogisticsList {
  express_list: ExpressParcel[];
}

export interface LogisticsDetail {
  /** Not in mall-spec §3's logistics detail. */
  track_status?: number;
  track_status_desc: string;
  shipment_company: string;
  track_no: string;
  track_list: TrackEntry[];
}

export interface RefundProduct {
  image: string;
  name: string;
  attribute_desc: string;
  qty: number;
  /** Refund amount; shown only above 0. */
  amount: number;
  /** Refunded gold; shown only above 0. */
  integral: number;
}

export interface RefundItem {
  /** Not in mall-spec §3's after-sales item. */
  id?: number;
  refund_no: string;
  order_no: string;
  seller: { seller_id: number; store_name: string; is_dealer: Flag; agency_store_id: number };
  /** "0" refund only, "1" return and refund, anything else another kind. */
  refund_type: string;
  refund_type_label: string;
  status_label: string;
  products: RefundProduct[];
}

export type RefundPage = PagedList<RefundItem>;
