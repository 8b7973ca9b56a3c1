/** What the component-page calls answer: page documents and a received coupon. */
import { answer, number, object, required } from '../read.ts';
import type { CouponReceiveResult, CouponStatus } from './types.ts';

/** A page document is decoded by the renderer (migrations, then its schema, node by node): passed on as sent. */
export const pageDocument = (value: unknown): unknown => value;

const COUPON_STATUSES: readonly CouponStatus[] = ['receivable', 'received', 'sold_out'];

export const couponReceiveResult = answer<CouponReceiveResult>(
  'coupon',
  object({
    coupon_id: number,
    status: required((value) => COUPON_STATUSES.find((status) => status === value)),
  }),
);
