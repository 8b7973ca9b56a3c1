/**
 * Where the mall's screens live (mall-spec §2), built in one place so a query parameter is spelled
 * once: the app's router map and every system widget link through here.
 */
import { isSameSitePath } from '../core/actions/url';

type QueryValue = string | number | null | undefined;

/** `path?a=1&b=2`, leaving out empty values. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const MALL_PATHS = {
  home: '/mall/portal',
  category: '/mall/category',
  mine: '/mall/mine',
  collect: '/mall/collect',
  setting: '/mall/setting',
  afterSales: '/mall/after-sales/list',
  login: '/mall/login',
  privacy: '/mall/setting/privacy',
  help: '/mall/setting/help',
  agreement: '/mall/setting/agreement',
  certificate: '/certificate-info',
} as const;

export interface GoodsDetailQuery {
  id: QueryValue;
  agency_store_id?: QueryValue;
  store_share?: QueryValue;
}

export const goodsDetailPath = (query: GoodsDetailQuery) => withQuery('/mall/goods-detail', { ...query });

/** Category detail by child id, with its top category when known (`topcid`). */
export const categoryDetailPath = (cid: QueryValue, topCid?: QueryValue) =>
  withQuery('/mall/category/detail', { id: cid, topcid: topCid });

export interface ShopDetailQuery {
  seller_id: QueryValue;
  seller_store_type?: QueryValue;
  dealer_id?: QueryValue;
  agency_store_id?: QueryValue;
  store_share?: QueryValue;
}

export const shopDetailPath = (query: ShopDetailQuery) => withQuery('/mall/shop-detail', { ...query });

export const shopContactPath = (agencyStoreId: QueryValue) => withQuery('/mall/shop-contact', { agency_store_id: agencyStoreId });

/** `orderindex` is the tab index (CONTRACT §5): 0 All, 1 Pending payment, 2 Pending shipment, 3 Pending receipt. */
export const orderListPath = (orderIndex: 0 | 1 | 2 | 3) => withQuery('/mall/order/list', { orderindex: orderIndex });

export interface ConfirmQuery {
  /** product_id → quantity, carried as JSON so a reload (or the WeChat OAuth round trip) keeps it. */
  buy_product: Record<string, number>;
  sale_type: QueryValue;
  store_share?: QueryValue;
  agency_store_id?: QueryValue;
  /** Who shared the goods link (`/share/goods/{id}`), kept to the order. */
  inviter?: QueryValue;
  uid?: QueryValue;
}

export const confirmPath = ({ buy_product, ...rest }: ConfirmQuery) =>
  withQuery('/mall/confirm', { buy_product: JSON.stringify(buy_product), ...rest });

export const paySuccessPath = (tradeNo: string) => withQuery('/mall/pay-success', { trade_no: tradeNo });

export const orderDetailPath = (orderNo: string) => withQuery('/mall/order/detail', { order_no: orderNo });

export interface LogisticsQuery {
  /** The order id. */
  id: QueryValue;
  biz_type?: QueryValue;
}

/** An order's parcels. */
export const logisticsPath = (query: LogisticsQuery) => withQuery('/mall/packages/logistics', { ...query });

/** One parcel's tracking; `index` is its place in the order's parcel list. */
export const logisticsDetailPath = (query: LogisticsQuery & { track_no: string; index?: QueryValue }) =>
  withQuery('/mall/packages/logistics/detail', { ...query });

/** Only a path inside this app may be returned to (never `//host`, `/\\host` or `/<tab>/host`). */
export function isInAppPath(path: string | null | undefined): path is string {
  return Boolean(path && isSameSitePath(path));
}

/** The address list; with `redirect`, choosing an address goes back there with its `address_id`. */
export const addressListPath = (query: { address_id?: QueryValue; redirect?: string }) => withQuery('/mall/address/list', { ...query });

export const addressAddPath = (query: { redirect?: string } = {}) => withQuery('/mall/address/add', { ...query });

/** `path` with `address_id` set (replacing any earlier choice). */
export function withAddressId(path: string, addressId: QueryValue): string {
  const url = new URL(path, 'http://in-app.invalid');
  url.searchParams.set('address_id', String(addressId));
  return `${url.pathname}${url.search}`;
}
