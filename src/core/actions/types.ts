/** An ad or link target as the server sends it (platform-spec §3). */
export interface AdTarget {
  target?: string | number | null;
  target_id?: string | number | null;
  name?: string | null;
  alone?: unknown;
  url?: string | null;
  type?: string | number | null;
  id?: string | number | null;
}

/** A navigation-config target (mall-spec §3): numeric type of mall-spec §9 plus its content. */
export interface NavTarget {
  type: number | string;
  content?: string | number | null;
}

export type ActionInput = AdTarget | NavTarget | string;

/** Ad target kinds (platform-spec §7). */
export const AD_TARGET_KINDS = [
  'product',
  'seller',
  'category',
  'group_buy',
  'agent',
  'open_event',
  'integral',
  'all',
  'coupon',
  'index',
] as const;

export type AdTargetKind = (typeof AD_TARGET_KINDS)[number];

/** Navigation action types (mall-spec §9). */
export const NAV_TYPES = { seller: 5, categoryDetail: 6, category: 7, goodsDetail: 9, coupon: 10 } as const;

/** What one target resolves to: a screen of ours, an outside page, a native action, or nothing. */
export type Resolution =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'bridge'; action: 'openAdTarget' | 'openCoupon'; payload: Record<string, unknown> }
  | { kind: 'refused'; reason: string };

type RouteFor = (id: string) => string;

/**
 * Where targets land inside the H5 app. The app supplies it (the core knows no screen). A kind
 * mapped to null has no H5 screen: it needs the native app.
 */
export interface TargetRoutes {
  product: RouteFor;
  seller: RouteFor;
  category: RouteFor;
  coupon: RouteFor | null;
  index: RouteFor;
  all: RouteFor;
  integral: RouteFor | null;
  open_event: RouteFor | null;
  group_buy: RouteFor | null;
  agent: RouteFor | null;
  /** Navigation type 7: the category browser. */
  categoryBrowser: RouteFor;
}
