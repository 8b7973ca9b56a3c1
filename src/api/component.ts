import { get, post, type RequestOptions } from './call';
import { couponReceiveResult, navConfig, pageDocument } from './decode/component';
import type { CouponReceiveRequest, CouponReceiveResult, NavConfig, PageQueryById } from './types';

/** The page as sent: the renderer decodes it (src/features/component-page/load-document.ts). */
export function getComponentPage({ id }: PageQueryById, options?: RequestOptions): Promise<unknown> {
  return get('/v1/component/page/info/get', pageDocument, { id }, options);
}

export function previewComponentPage({ id }: PageQueryById, options?: RequestOptions): Promise<unknown> {
  return get('/v1/component/page/preview', pageDocument, { id }, options);
}

export function getNavConfig({ guide_id }: { guide_id: number | string }, options?: RequestOptions): Promise<NavConfig> {
  return get('/v1/component/guide/get', navConfig, { guide_id }, options);
}

export function receiveCoupon({ coupon_id }: CouponReceiveRequest, options?: RequestOptions): Promise<CouponReceiveResult> {
  return post('/v1/coupon/receive', couponReceiveResult, { coupon_id }, options);
}
