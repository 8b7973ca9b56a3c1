/** The shopper: profile, login, favourites and addresses (mall-spec §3, §7). */
import type {
  Address,
  AddressAddResult,
  AddressFormatResult,
  AddressList,
  Customer,
  FavoriteProductItem,
  FavoriteProductPage,
  LoginResult,
  SmsCaptchaCheckResult,
  SmsCaptchaResult,
} from './types.ts';
import {
  answer,
  boolean,
  count,
  flag,
  list,
  listSkippingBroken,
  nullable,
  number,
  object,
  optional,
  priceOrZero,
  readCount,
  readNumber,
  readText,
  requiredNumber,
  requiredText,
  text,
  withDefault,
  type Decoder,
} from '../read.ts';

export const customer = answer<Customer>(
  'customer',
  object({
    // 0 or absent: not logged in (mall-spec §4).
    customer_id: number,
    nick_name: text,
    headimgurl: text,
    no_medal_notice: text,
    pending_num: count,
    no_shipped_num: count,
    shipped_num: count,
    refund_num: count,
    gzg_wechat: object({ target_url: text }),
    mobile: optional(readText),
  }),
);

/** The token is what a login is for; without it the shopper is not logged in. */
export const loginResult = answer<LoginResult>('login', object({ token: requiredText, customer_id: number }));

/** mall-spec §9: a resend is offered after 60 s unless the server says otherwise. */
export const smsCaptchaResult = answer<SmsCaptchaResult>('sms', object({ interval: withDefault(readCount, 60) }));

export const smsCaptchaCheckResult = answer<SmsCaptchaCheckResult>('sms', object({ valid: boolean }));

/** Logging out answers nothing the client reads. */
export const nothing = (): null => null;

const favoriteItem: Decoder<FavoriteProductItem> = object({
  sh_id: requiredNumber,
  sh_image: text,
  sh_name: text,
  sh_price_object: object({ sh_price: priceOrZero }),
});

export const favoriteProductPage = answer<FavoriteProductPage>(
  'favorites',
  object({ sh_products: listSkippingBroken(favoriteItem), sh_total: optional(readCount) }),
);

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

const addressFields = {
  full_name: text,
  mobile: text,
  province: text,
  province_id: text,
  city: text,
  city_id: text,
  area: text,
  area_id: text,
  address: text,
};

/** An address is chosen by its id, so a saved address without one cannot be used. */
const address: Decoder<Address> = object({ id: requiredNumber, ...addressFields, is_default: flag });

export const addressList = answer<AddressList>('addresses', object({ list: list(address) }));

export const singleAddress = answer<Address | null>('address', nullable(address));

/** mall-spec §7 shows no answer for a new address: its id, when the server gives one, chooses it. */
export const addressAddResult = answer<AddressAddResult>('address', object({ id: optional(readNumber) }));

export const addressFormatResult = answer<AddressFormatResult>('recognised', object(addressFields));
