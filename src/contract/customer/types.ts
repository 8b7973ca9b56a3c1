/** The shopper: profile, login, favourite products and addresses (mall-spec §3, §7), as the decoders (./decode.ts) give them. */
import type { Flag } from '../common.ts';

export interface Customer {
  /** 0 (or absent) = not logged in. */
  customer_id: number;
  nick_name: string;
  headimgurl: string;
  no_medal_notice: string;
  pending_num: number;
  no_shipped_num: number;
  shipped_num: number;
  refund_num: number;
  gzg_wechat: { target_url: string };
  mobile?: string;
}

export interface SmsCaptchaRequest {
  mobile: string;
  type: 'slogin';
}

export interface SmsCaptchaResult {
  /** Seconds until a resend is accepted. */
  interval: number;
}

export interface SmsCaptchaCheckRequest {
  mobile: string;
  captcha: string;
  type?: 'slogin';
}

export interface SmsCaptchaCheckResult {
  valid: boolean;
}

export interface CaptchaLoginRequest {
  mobile: string;
  captcha: string;
}

export interface LoginResult {
  token: string;
  customer_id: number;
}

export interface FavoriteProductItem {
  sh_id: number;
  sh_image: string;
  sh_name: string;
  sh_price_object: { sh_price: number };
}

export interface FavoriteProductPage {
  sh_products: FavoriteProductItem[];
  sh_total?: number;
}

export interface Address {
  id: number;
  full_name: string;
  mobile: string;
  province: string;
  province_id: string;
  city: string;
  city_id: string;
  area: string;
  area_id: string;
  address: string;
  is_default: Flag;
}

/** One saved address by its id; without one, the first saved (the server decides which comes first). */
export interface AddressQuery {
  id?: number | string;
}

export interface AddressList {
  list: Address[];
}

/** The add form (mall-spec §3): an address without its id, with `default` for `is_default`. */
export type AddressForm = Omit<Address, 'id' | 'is_default'> & { default: Flag };

/** mall-spec §7 shows no answer for a new address; ours gives its id. */
export interface AddressAddResult {
  id?: number;
}

export interface AddressFormatRequest {
  address: string;
}

/** Recognised pasted address (an address's fields without its id and default mark); fields not found are empty strings. */
export type AddressFormatResult = Omit<Address, 'id' | 'is_default'>;
