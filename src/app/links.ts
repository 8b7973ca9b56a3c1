import type { TargetRoutes } from '../core/actions';
import type { CorePaths } from '../core/navigation';
import { categoryDetailPath, goodsDetailPath, MALL_PATHS, shopDetailPath } from '../mall/paths';

const q = encodeURIComponent;

/** The few screens the core needs to know by role. */
export const CORE_PATHS: CorePaths = {
  login: MALL_PATHS.login,
  home: MALL_PATHS.home,
  download: '/gzj/download',
};

/** Category targets carry `cid`, or `top_cid,cid` (navigation type 6). */
function categoryDetail(content: string): string {
  const [first = '', second] = content.split(',').map((part) => part.trim());
  return second ? categoryDetailPath(second, first) : categoryDetailPath(first);
}

/** Where each ad or navigation target kind lands in this app (the action router's map). */
export const TARGET_ROUTES: TargetRoutes = {
  product: (id) => goodsDetailPath({ id }),
  seller: (id) => shopDetailPath({ seller_id: id }),
  category: categoryDetail,
  // Coupons and the gold mall are the native app's (app-only-routes.ts): the router opens them there.
  coupon: null,
  index: () => MALL_PATHS.home,
  all: () => MALL_PATHS.category,
  integral: null,
  open_event: (id) => `/active/component-active?id=${q(id)}`,
  group_buy: null,
  agent: null,
  categoryBrowser: () => MALL_PATHS.category,
};
