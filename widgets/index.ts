import type { WidgetLoader } from '../src/core/renderer';

/**
 * Every operator widget of CONTRACT §3, by type name. Each loads on first use, so a page downloads
 * only the widgets it places; the four page basics (./page-basics.ts) are built into the operator page's
 * own file, and come with its code.
 */
export const OPERATOR_WIDGETS: Readonly<Record<string, WidgetLoader>> = {
  banner: () => import('./banner/widget'),
  image: () => import('./image/widget'),
  'icon-grid': () => import('./icon-grid/widget'),
  title: () => import('./title/widget'),
  'notice-bar': () => import('./notice-bar/widget'),
  'rich-text': () => import('./rich-text/widget'),
  'product-grid': () => import('./product-grid/widget'),
  'product-feed': () => import('./product-feed/widget'),
  'coupon-list': () => import('./coupon-list/widget'),
  countdown: () => import('./countdown/widget'),
  video: () => import('./video/widget'),
  tabs: () => import('./tabs/widget'),
  container: () => import('./container/widget'),
  spacer: () => import('./spacer/widget'),
  divider: () => import('./divider/widget'),
  'sign-in': () => import('./sign-in/widget'),
  'picture-cube': () => import('./picture-cube/widget'),
  'flash-sale': () => import('./flash-sale/widget'),
  'group-buy': () => import('./group-buy/widget'),
  'popup-ad': () => import('./popup-ad/widget'),
  'float-button': () => import('./float-button/widget'),
  'user-card': () => import('./user-card/widget'),
  'mission-list': () => import('./mission-list/widget'),
  'mission-records': () => import('./mission-records/widget'),
  'invite-friends': () => import('./invite-friends/widget'),
  'shopping-mission': () => import('./shopping-mission/widget'),
  'share-mission': () => import('./share-mission/widget'),
  'rule-image': () => import('./rule-image/widget'),
};
