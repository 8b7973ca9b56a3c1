/**
 * Home, feed, categories, products and stores (mall-spec §3), as the screens get them from the decoders
 * (./decode.ts): prices are numbers of yuan, flags 0 or 1. What a back end may send is `Wire<T>` (../common.ts).
 */
import type { Flag, PageQuery } from '../common.ts';
import type { AdTarget } from '../target.ts';

export interface HomeItem extends AdTarget {
  image: string;
  title: string;
}

export interface HomeInfo {
  banner: { bg_image: { url: string }; list: HomeItem[] };
  diamonds: { list: HomeItem[] };
}

/** A product as shown in grids and feeds (feed, category detail, store, recommendations). */
export interface ProductCard {
  product_id: number;
  title: string;
  sub_title: string;
  image: string;
  price_object: { price: number; market_price?: number };
  sold_num_desc: string;
  stock: number;
}

export interface FeedQuery extends PageQuery {
  tab_id: number | string;
  page_size: number;
}

export interface FeedPage {
  products: ProductCard[];
  has_more?: boolean;
  tips: string;
}

export interface CategoryChild {
  id: number;
  name: string;
  small_image: string;
}

export interface Category {
  id: number;
  name: string;
  childs: CategoryChild[];
}

export interface CategoryDetailQuery {
  top_cid: number | string;
  cid?: number | string;
  page?: number;
  page_size?: number;
}

export interface CategoryDetail {
  title_name: string;
  items: ProductCard[];
  has_more?: boolean;
}

export interface ProductService {
  title: string;
  desc: string;
  icon_url: string;
}

export interface AttributeOption {
  option_id: number;
  title: string;
  image: string;
}

export interface Attribute {
  label: string;
  options: AttributeOption[];
}

/** A variant. sku_code: option ids joined by `_` in attribute order; one attribute: the id alone. */
export interface ChildProduct {
  sku_code: string;
  stock: number;
  price_object: { price: number };
  product_id: number;
}

export interface SellerTag {
  customer_store_grand: string;
  store_grand_url: string;
  customer_store_contract: string;
  store_contract_url: string;
}

export interface SellerJumpObject {
  /** 1 ordinary seller, 2 dealer (agency) store. */
  seller_type: number;
  dealer_id: number;
  agency_store_id: number;
}

export interface Seller {
  seller_id: number;
  store_name: string;
  logo: string;
  business_scope: string;
  seller_is_dealer: Flag;
  seller_tag: SellerTag;
  seller_jump_object: SellerJumpObject;
}

export interface ProductDetailQuery {
  product_id: number | string;
  agency_store_id?: number | string;
  store_share?: number | string;
}

export interface Product {
  product_id: number;
  title: string;
  sub_title: string;
  images: string[];
  price_object: { price: number; market_price?: number };
  stock: number;
  sold_num_desc: string;
  /** 0 = no purchase limit. */
  limit_num: number;
  sale_type: number;
  is_favorite: Flag;
  /** Rich description HTML (sanitise before display). */
  desc_image: string;
  services: ProductService[];
  attributes: Attribute[];
  child_products: ChildProduct[];
  seller: Seller;
}

export interface StoreQuery {
  /** A dealer store may be named by its agency_store_id alone. */
  seller_id?: number | string;
  seller_store_type?: number | string;
  dealer_id?: number | string;
  agency_store_id?: number | string;
  store_share?: number | string;
  page?: number;
  page_size?: number;
}

export interface Store {
  seller: { banner: string; logo: string; name: string; seller_id: number };
  is_dealer: Flag;
  dealer_info: { logo: string; name: string };
  seller_tag: SellerTag;
  fans_total: number;
  on_sale_title: string;
  is_favorite: Flag;
  products: ProductCard[];
  has_more?: boolean;
}

export interface StoreOwnerQuery {
  agency_store_id: number | string;
}

/** Store owner contact; an empty string means the owner has not filled it in / uploaded it. */
export interface StoreOwnerInfo {
  store_mobile: string;
  store_wechat: string;
  store_wechat_qr_code: string;
}

export interface ProductFavoriteRequest {
  product_id: number | string;
}

/** `/1/customer/add_favorite.html` and `remove_favorite.html`: follow type 6 = store. */
/** A product's favourite mark after adding or removing it. */
export interface FavoriteState {
  is_favorite: Flag;
}

export interface FollowRequest {
  id: number | string;
  type: 6 | (number & {});
}

export interface FollowResult {
  is_favorite: Flag;
  fans_total: number;
}
