/** Component pages (CONTRACT §3) and coupons. */

/**
 * A page document as the server keeps and answers it: a JSON object, passed on as stored. The client's
 * decoder hands it on as `unknown`: the renderer reads it (migrations, its schema in schemas/, node by node).
 */
export type PageDocumentJson = Readonly<Record<string, unknown>>;

export interface PageQueryById {
  id: number | string;
}

export type CouponStatus = 'receivable' | 'received' | 'sold_out';

export interface CouponReceiveRequest {
  coupon_id: number | string;
}

export interface CouponReceiveResult {
  coupon_id: number;
  status: CouponStatus;
}
