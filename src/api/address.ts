import { customerCalls } from '../contract/customer/calls';
import { callsOf, type RequestOptions } from './call';
import { ADDRESS_LIST_TYPE } from './constants';
import type {
  Address,
  AddressAddResult,
  AddressForm,
  AddressFormatRequest,
  AddressFormatResult,
  AddressList,
  AddressQuery,
} from '../contract';

const { get, post } = callsOf(customerCalls);

export function listAddresses(options?: RequestOptions): Promise<AddressList> {
  return get('/v1/customer/address/list', { type: ADDRESS_LIST_TYPE }, options);
}

export function getAddress({ id }: AddressQuery = {}, options?: RequestOptions): Promise<Address | null> {
  return get('/v1/customer/address/get', id === undefined ? {} : { id }, options);
}

export function addAddress(form: AddressForm, options?: RequestOptions): Promise<AddressAddResult> {
  return post('/v1/customer/address/add', { ...form }, options);
}

export function recognizeAddress({ address }: AddressFormatRequest, options?: RequestOptions): Promise<AddressFormatResult> {
  return post('/v1/address/format', { address }, options);
}
