import { get, post, type RequestOptions } from './call';
import type { CouponReceiveRequest, CouponReceiveResult, NavConfig, PageDocument, PageQueryById } from './types';

export function getComponentPage({ id }: PageQueryById, options?: RequestOptions): Promise<PageDocument> {
  return get('/v1/component/page/info/get', { id }, options);
}

export function previewComponentPage({ id }: PageQueryById, options?: RequestOptions): Promise<PageDocument> {
  return get('/v1/component/page/preview', { id }, options);
}

export function getNavConfig({ guide_id }: { guide_id: number | string }, options?: RequestOptions): Promise<NavConfig> {
  return get('/v1/component/guide/get', { guide_id }, options);
}

export function receiveCoupon({ coupon_id }: CouponReceiveRequest, options?: RequestOptions): Promise<CouponReceiveResult> {
  return post('/v1/coupon/receive', { coupon_id }, options);
}
