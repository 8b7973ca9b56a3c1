/** The shopper's calls: profile, login, favourite products and addresses. */
import { call } from '../call-spec.ts';
import type { NoParams, PageQuery } from '../common.ts';
import {
  addressAddResult,
  addressFormatResult,
  addressList,
  customer,
  favoriteProductPage,
  loginResult,
  nothing,
  singleAddress,
  smsCaptchaCheckResult,
  smsCaptchaResult,
} from './decode.ts';
import type { AddressForm, AddressFormatRequest, AddressQuery, CaptchaLoginRequest, SmsCaptchaCheckRequest, SmsCaptchaRequest } from './types.ts';

export const customerCalls = {
  'GET /v1/customer/index/get': call<NoParams>()(customer),
  'POST /v1/customer/sms_captcha_get': call<SmsCaptchaRequest>()(smsCaptchaResult),
  'POST /v1/customer/login/captcha_login': call<CaptchaLoginRequest>()(loginResult),
  'POST /v1/customer/sms_captcha_check': call<SmsCaptchaCheckRequest>()(smsCaptchaCheckResult),
  'POST /v1/customer/logout': call<NoParams>()(nothing),
  'GET /1/customer/favorite_product_items': call<PageQuery>()(favoriteProductPage),
  'GET /v1/customer/address/list': call<{ type: 3 | (number & {}) }>()(addressList),
  'GET /v1/customer/address/get': call<AddressQuery>()(singleAddress),
  'POST /v1/address/format': call<AddressFormatRequest>()(addressFormatResult),
  'POST /v1/customer/address/add': call<AddressForm>()(addressAddResult),
} as const;
