/** Confirm, create and pay (mall-spec §3, §7, CONTRACT §5), as the decoders (./decode.ts) give them: prices are numbers of yuan. */
import type { Flag } from '../common.ts';
import type { ProductCard } from '../catalog/types.ts';

export interface OrderConfirmRequest {
  /** product_id (a child product id when a variant was chosen) → quantity. */
  buy_product: Record<string, number>;
  buy_type: 2 | (number & {});
  sale_type?: number | string;
  store_share?: number | string;
  /** Only when store_share is 1. */
  agency_store_id?: number | string;
}

export interface OrderCreateRequest extends OrderConfirmRequest {
  address_id: number | string;
  payment_id: number | string;
  /** seller id → remark text. */
  remark?: Record<string, string>;
  open_id?: string;
  /** Who shared the goods link the purchase came from (`/share/goods/{id}?inviter=&uid=`, mall-spec §2). */
  inviter?: number | string;
  uid?: number | string;
}

export interface ConfirmAddress {
  address_id: number;
  full_name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  address: string;
  is_default: Flag;
}

export interface PaymentMethod {
  payment_id: number;
  name: string;
  description: string;
  logo: string;
}

export interface ProductProperty {
  attribute_label: string;
  alias_name: string;
}

export interface ConfirmProduct {
  /** Not in mall-spec §3's confirm answer. */
  product_id?: number;
  title: string;
  image: string;
  property: ProductProperty[];
  price: number;
  num: number;
}

export interface ConfirmSellerOrder {
  seller: { seller_id: number; store_name: string };
  products: ConfirmProduct[];
  freight: { price: number };
  num: number;
  price: { pay_price: number };
}

export interface OrderConfirm {
  /** null when the customer has no saved address (CONTRACT §5). */
  address: ConfirmAddress | null;
  payments: PaymentMethod[];
  orders: ConfirmSellerOrder[];
  price: { products_price_total: number; freight_price: number; pay_price: number };
}

export interface PayParam {
  timestamp: string;
  nonce_str: string;
  /** `prepay_id=…` */
  wx_package: string;
  sign_type: 'MD5' | (string & {});
  sign: string;
}

export interface OrderCreateResult {
  /** Truthy: already paid (e.g. a zero-price order); go straight to the success page. */
  pay_status: Flag;
  trade_no: string;
  pay_param: PayParam;
}

/** CONTRACT §5: an unpaid order paid again, named by its order or its trade. */
export type PaymentCommitRequest = ({ order_no: string } | { trade_no: string }) & {
  /** Absent where the client does not know it (an order page): the order's own method. */
  payment_id?: number | string;
  open_id: string;
};

export interface PaySuccessRequest {
  trade_no: string;
}

export interface PaySuccessInfo {
  trade_no: string;
  pay_status: Flag;
  pay_price: number;
  payment_name: string;
  order_nos: string[];
  recommend_products: ProductCard[];
}
