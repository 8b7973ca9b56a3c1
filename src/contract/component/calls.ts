/** Component pages (CONTRACT §3) and coupons. */
import { call } from '../call-spec.ts';
import { couponReceiveResult, pageDocument } from './decode.ts';
import type { CouponReceiveRequest, PageQueryById } from './types.ts';

export const componentCalls = {
  'GET /v1/component/page/info/get': call<PageQueryById>()(pageDocument),
  'GET /v1/component/page/preview': call<PageQueryById>()(pageDocument),
  'POST /v1/coupon/receive': call<CouponReceiveRequest>()(couponReceiveResult),
} as const;
