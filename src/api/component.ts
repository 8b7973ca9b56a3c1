import { componentCalls } from '../contract/component/calls';
import { navCalls } from '../contract/system/nav';
import { callsOf, type RequestOptions } from './call';
import type { CouponReceiveRequest, CouponReceiveResult, NavConfig, NavConfigQuery, PageQueryById } from '../contract';

const { get, post } = callsOf({ ...componentCalls, ...navCalls });

/** The page as sent: the renderer decodes it (src/features/component-page/load-document.ts). */
export function getComponentPage({ id }: PageQueryById, options?: RequestOptions): Promise<unknown> {
  return get('/v1/component/page/info/get', { id }, options);
}

export function previewComponentPage({ id }: PageQueryById, options?: RequestOptions): Promise<unknown> {
  return get('/v1/component/page/preview', { id }, options);
}

export function getNavConfig({ guide_id }: NavConfigQuery, options?: RequestOptions): Promise<NavConfig> {
  return get('/v1/component/guide/get', { guide_id }, options);
}

export function receiveCoupon({ coupon_id }: CouponReceiveRequest, options?: RequestOptions): Promise<CouponReceiveResult> {
  return post('/v1/coupon/receive', { coupon_id }, options);
}
