/**
 * The home content filter of mall-spec §2: a banner or icon item stays only if its target is a
 * product, or its link points at one of the product's own hosts (`VITE_PRODUCT_HOSTS`). Everything
 * else (other stores, coupons, outside pages, unknown schemes) is dropped before it is drawn.
 */
import { linkOf } from '../../../src/core/actions/resolve';
import { isSafeHttpUrl } from '../../../src/core/actions/url';
import { safeImageUrl } from '../../../src/ui/safe-url';
import type { AdTarget, HomeInfo, HomeItem } from '../../../src/contract';

export function keepHomeItem(item: HomeItem, productHosts: readonly string[]): boolean {
  if (!safeImageUrl(item.image)) return false;
  if (item.target === 'product') return item.target_id !== undefined && String(item.target_id).trim() !== '';
  const link = linkOf(item);
  if (!link || !isSafeHttpUrl(link)) return false;
  const host = new URL(link.trim()).hostname.toLowerCase();
  return productHosts.some((own) => own.toLowerCase() === host);
}

/** An item as an operator widget item: image, title, and only the action fields it carries. */
export interface ShownItem {
  image: string;
  title: string;
  action: AdTarget;
}

function shown(item: HomeItem): ShownItem {
  const action: AdTarget = { target: item.target };
  if (item.target_id !== undefined && item.target_id !== '') action.target_id = String(item.target_id);
  if (item.url) action.url = item.url;
  if (item.title) action.name = item.title;
  return { image: item.image, title: item.title || '', action };
}

export interface HomeContent {
  /** The picture behind the banner, if any. */
  backdrop: string;
  banners: ShownItem[];
  shortcuts: ShownItem[];
}

export function homeContent(info: Partial<HomeInfo> | null | undefined, productHosts: readonly string[]): HomeContent {
  const keep = (list: unknown) =>
    (Array.isArray(list) ? (list as HomeItem[]) : []).filter((item) => item && keepHomeItem(item, productHosts)).map(shown);
  return {
    backdrop: safeImageUrl(info?.banner?.bg_image?.url) ?? '',
    banners: keep(info?.banner?.list),
    shortcuts: keep(info?.diamonds?.list),
  };
}
