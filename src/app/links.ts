import type { TargetRoutes } from '../core/actions';
import type { CorePaths } from '../core/navigation';

const q = encodeURIComponent;

/** The few screens the core needs to know by role. */
export const CORE_PATHS: CorePaths = {
  login: '/mall/login',
  home: '/mall/portal',
  download: '/gzj/download',
};

/** Category targets carry `cid`, or `top_cid,cid` (navigation type 6). */
function categoryDetail(content: string): string {
  const [first = '', second] = content.split(',').map((part) => part.trim());
  return second ? `/mall/category/detail?id=${q(second)}&topcid=${q(first)}` : `/mall/category/detail?id=${q(first)}`;
}

/** Where each ad or navigation target kind lands in this app (the action router's map). */
export const TARGET_ROUTES: TargetRoutes = {
  product: (id) => `/mall/goods-detail?id=${q(id)}`,
  seller: (id) => `/mall/shop-detail?seller_id=${q(id)}`,
  category: categoryDetail,
  coupon: (id) => (id ? `/coupon/list?id=${q(id)}` : '/coupon/list'),
  index: () => '/mall/portal',
  all: () => '/mall/category',
  integral: () => '/gold/index',
  open_event: (id) => `/active/component-active?id=${q(id)}`,
  group_buy: null,
  agent: null,
  categoryBrowser: () => '/mall/category',
};
