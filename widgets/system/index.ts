import type { WidgetLoader } from '../../src/core/renderer';

/**
 * The coded mall screens (mall-spec §2) as `system:*` widgets, in the same registry as operators'
 * widgets: a route renders one from its address, and an operator may place one in a page.
 */
export const SYSTEM_WIDGETS: Readonly<Record<string, WidgetLoader>> = {
  'system:portal': () => import('./portal/widget'),
  'system:category': () => import('./category/widget'),
  'system:category-detail': () => import('./category-detail/widget'),
  'system:goods-detail': () => import('./goods-detail/widget'),
  'system:shop-detail': () => import('./shop-detail/widget'),
  'system:shop-contact': () => import('./shop-contact/widget'),
  'system:collect': () => import('./collect/widget'),
  'system:mine': () => import('./mine/widget'),
  'system:address-list': () => import('./address-list/widget'),
  'system:address-add': () => import('./address-add/widget'),
  'system:confirm': () => import('./confirm/widget'),
  'system:pay-success': () => import('./pay-success/widget'),
  'system:order-list': () => import('./order-list/widget'),
  'system:order-detail': () => import('./order-detail/widget'),
  'system:logistics': () => import('./logistics/widget'),
  'system:logistics-detail': () => import('./logistics-detail/widget'),
  'system:after-sales': () => import('./after-sales/widget'),
  'system:setting': () => import('./setting/widget'),
  'system:rule-page': () => import('./rule-page/widget'),
};
