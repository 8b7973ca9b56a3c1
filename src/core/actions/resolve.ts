import { AD_TARGET_KINDS, NAV_TYPES, type ActionInput, type AdTarget, type AdTargetKind, type NavTarget, type Resolution, type TargetRoutes } from './types';
import { isSameSitePath, isSafeHttpUrl, looksLikeUrl } from './url';

const REFUSED_SCHEME = '不支持打开该链接';
const UNSUPPORTED = '暂不支持该跳转';
const MISSING_ID = '链接参数缺失';

/** Kinds whose screen needs an id; the others (home, all, integral, coupon list) stand alone. */
const NEEDS_ID = new Set<AdTargetKind>(['product', 'seller', 'category', 'group_buy', 'open_event']);

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A coupon without an H5 screen opens natively: the app's coupon action, the mini program's coupon page. */
const openCoupon = (id: string): Resolution => ({ kind: 'bridge', action: 'openCoupon', payload: id ? { coupon_id: id } : {} });

/** A link on one of `ownHosts` (the app's own hosts) is a screen of this app: it opens in place. */
function resolveUrl(url: string, ownHosts: readonly string[]): Resolution {
  if (!isSafeHttpUrl(url)) return { kind: 'refused', reason: REFUSED_SCHEME };
  const parsed = new URL(url.trim());
  const path = `${parsed.pathname}${parsed.search}`;
  // `https://own.host//other.host/x` would be the route `//other.host/x`: another site.
  if (ownHosts.includes(parsed.host) && isSameSitePath(path)) return { kind: 'route', path };
  return { kind: 'external', url: url.trim() };
}

function isAdTarget(input: AdTarget | NavTarget): input is AdTarget {
  return 'target' in input && input.target !== undefined && input.target !== null && input.target !== '';
}

function isKind(value: string): value is AdTargetKind {
  return (AD_TARGET_KINDS as readonly string[]).includes(value);
}

function resolveAdTarget(input: AdTarget, routes: TargetRoutes, ownHosts: readonly string[]): Resolution {
  const target = text(input.target);
  if (looksLikeUrl(target)) return resolveUrl(target, ownHosts);
  if (!isKind(target)) {
    const url = text(input.url);
    return url ? resolveUrl(url, ownHosts) : { kind: 'refused', reason: UNSUPPORTED };
  }
  const id = text(input.target_id);
  if (NEEDS_ID.has(target) && !id) return { kind: 'refused', reason: MISSING_ID };
  const route = routes[target];
  if (route) return { kind: 'route', path: route(id) };
  if (target === 'coupon') return openCoupon(id);
  return { kind: 'bridge', action: 'openAdTarget', payload: { ...input } };
}

function resolveNavTarget(input: NavTarget, routes: TargetRoutes, ownHosts: readonly string[]): Resolution {
  const content = text(input.content);
  const type = Number(input.type);
  const needsContent = type !== NAV_TYPES.category && type !== NAV_TYPES.coupon;
  if (needsContent && !content && Object.values(NAV_TYPES).includes(type as never)) {
    return { kind: 'refused', reason: MISSING_ID };
  }
  switch (type) {
    case NAV_TYPES.seller:
      return { kind: 'route', path: routes.seller(content) };
    case NAV_TYPES.categoryDetail:
      return { kind: 'route', path: routes.category(content) };
    case NAV_TYPES.category:
      return { kind: 'route', path: routes.categoryBrowser(content) };
    case NAV_TYPES.goodsDetail:
      return { kind: 'route', path: routes.product(content) };
    case NAV_TYPES.coupon:
      return routes.coupon ? { kind: 'route', path: routes.coupon(content) } : openCoupon(content);
    default:
      return looksLikeUrl(content) ? resolveUrl(content, ownHosts) : { kind: 'refused', reason: UNSUPPORTED };
  }
}

/**
 * The action router's decision, as pure data: ad targets (platform-spec §7), navigation targets
 * (mall-spec §9 numeric types) and plain links all go through here.
 */
export function resolveAction(input: ActionInput, routes: TargetRoutes, ownHosts: readonly string[] = []): Resolution {
  if (typeof input === 'string') {
    const link = input.trim();
    if (isSameSitePath(link)) return { kind: 'route', path: link };
    return looksLikeUrl(link) ? resolveUrl(link, ownHosts) : { kind: 'refused', reason: UNSUPPORTED };
  }
  if (isAdTarget(input)) return resolveAdTarget(input, routes, ownHosts);
  if ('type' in input && input.type !== undefined && input.type !== null && input.type !== '') {
    return resolveNavTarget(input, routes, ownHosts);
  }
  const url = text((input as AdTarget).url);
  return url ? resolveUrl(url, ownHosts) : { kind: 'refused', reason: UNSUPPORTED };
}

/** The outside link an ad target points at, if any (used by the home filter). */
export function linkOf(input: AdTarget): string | null {
  const target = text(input.target);
  if (looksLikeUrl(target)) return target;
  const url = text(input.url);
  return url && looksLikeUrl(url) ? url : null;
}
