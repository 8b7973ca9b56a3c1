/**
 * The server's own records: the static catalogue (fixtures/demo/*.json) and the mutable state
 * (<data-dir>/state.json). Wire shapes are built from these in the route modules.
 */
import type {
  Address,
  Attribute,
  Category,
  Flag,
  HomeInfo,
  KnownOrderStatus,
  NavConfig,
  ProductProperty,
  ProductService,
  SellerTag,
  StoreOwnerInfo,
  AdTarget,
} from '../src/contract/index.ts';

// ------------------------------------------------------------------ catalogue (read-only)

export interface CatalogSeller {
  seller_id: number;
  store_name: string;
  logo: string;
  banner: string;
  business_scope: string;
  is_dealer: Flag;
  /** 1 ordinary seller, 2 dealer store. */
  seller_type: number;
  dealer_id: number;
  agency_store_id: number;
  seller_tag: SellerTag;
  fans_base: number;
  /** Yuan; waived when the seller's subtotal reaches free_over. */
  freight: string;
  free_over: string;
  dealer_info: { logo: string; name: string };
  /** Store owner contact; empty strings are "not filled in / not uploaded". Null for ordinary sellers. */
  owner: StoreOwnerInfo | null;
}

export interface CatalogChild {
  product_id: number;
  sku_code: string;
  price: string;
  stock: number;
}

export interface CatalogProduct {
  product_id: number;
  title: string;
  sub_title: string;
  images: string[];
  price: string;
  market_price: string;
  /** Stock of a product without attributes; ignored when child_products exist. */
  stock: number;
  sold_base: number;
  limit_num: number;
  sale_type: number;
  desc_image: string;
  services: ProductService[];
  attributes: Attribute[];
  child_products: CatalogChild[];
  seller_id: number;
  top_cid: number;
  cid: number;
}

export interface CatalogCoupon {
  coupon_id: number;
  title: string;
  amount: string;
  threshold: string;
  desc: string;
  total: number;
}

export interface MissionDef {
  id: number;
  title: string;
  desc: string;
  icon: string;
  reward: number;
  /** How many completions make the mission done. */
  total: number;
  action?: AdTarget;
}

export interface Catalog {
  categories: (Category & { image: string })[];
  sellers: CatalogSeller[];
  products: CatalogProduct[];
  home: HomeInfo;
  /** Product ids in home-feed order. */
  feed_order: number[];
  guides: NavConfig[];
  coupons: CatalogCoupon[];
  missions: MissionDef[];
  sign_rewards: number[];
  /** CONTRACT §7: route → published page id, answered in /v1/config/get. */
  route_pages: Record<string, number>;
}

// ------------------------------------------------------------------ state (mutable, persisted)

export interface CustomerRec {
  customer_id: number;
  mobile: string;
  nick_name: string;
  headimgurl: string;
  created_at: number;
}

/** An address as the API shows it, plus its owner. */
export interface AddressRec extends Address {
  customer_id: number;
}

export interface OrderItemRec {
  /** The bought id: a child product id, or the product id when it has no attributes. */
  product_id: number;
  parent_id: number;
  title: string;
  image: string;
  property: ProductProperty[];
  /** Yuan string. */
  price: string;
  qty: number;
}

export interface TrackRec {
  context: string;
  time: number;
}

export interface ParcelRec {
  track_no: string;
  shipment_company: string;
  track_status: number;
  /** Newest first. */
  track_list: TrackRec[];
}

export interface OrderRec {
  id: number;
  order_no: string;
  trade_no: string;
  customer_id: number;
  seller_id: number;
  /** The demo server makes only the statuses the screens know; another is the client's to tolerate (CONTRACT §5). */
  status: KnownOrderStatus;
  items: OrderItemRec[];
  freight: string;
  remark: string;
  receiver: { receiver_name: string; receiver_phone: string; receiver_address: string };
  payment_id: number;
  agency_store_id: number;
  created_at: number;
  /** Automatic-closing deadline while status is 0. */
  deadline: number;
  paid_at: number;
  shipped_at: number;
  received_at: number;
  urged: boolean;
  parcels: ParcelRec[];
}

export interface TradeRec {
  trade_no: string;
  customer_id: number;
  order_ids: number[];
  pay_price: string;
  prepay_id: string;
  /** The payer's WeChat open id (JSAPI payment is bound to it); absent on seeded trades. */
  open_id?: string;
  paid: boolean;
  created_at: number;
}

export interface RefundRec {
  id: number;
  refund_no: string;
  order_no: string;
  customer_id: number;
  seller_id: number;
  refund_type: string;
  status_label: string;
  /** Still in progress (counts in the profile's refund badge). */
  open: boolean;
  products: { image: string; name: string; attribute_desc: string; qty: number; amount: string; integral: string }[];
}

export interface MissionStateRec {
  coins: number;
  /** Signed days as day numbers (days since the Unix epoch, China time). */
  signed: number[];
  repaired: number[];
  remind: Flag;
  repair_cards: number;
  /** mission id → status (1 done, 2 reward received). */
  missions: Record<string, 1 | 2>;
  records: { id: number; title: string; reward: number; time: number }[];
  /** Friends who registered with this customer's invite code (the demo seeds a few). */
  friends?: { nick_name: string; headimgurl: string; time: number }[];
}

export interface SmsRec {
  code: string;
  sent_at: number;
  /** Wrong guesses of this code so far (absent in older state files: none). */
  wrong_guesses?: number;
}

export interface State {
  version: 1;
  seq: { customer: number; address: number; order: number; refund: number };
  customers: CustomerRec[];
  tokens: Record<string, number>;
  addresses: AddressRec[];
  /** customer id → product ids, newest first. */
  favorites: Record<string, number[]>;
  /** customer id → seller ids. */
  follows: Record<string, number[]>;
  /** product or child product id → stock. */
  stock: Record<string, number>;
  /** product id → units sold since seeding. */
  sold: Record<string, number>;
  orders: OrderRec[];
  trades: TradeRec[];
  refunds: RefundRec[];
  coupon_remaining: Record<string, number>;
  /** customer id → received coupon ids. */
  coupon_received: Record<string, number[]>;
  missions: Record<string, MissionStateRec>;
  sms: Record<string, SmsRec>;
}
