import { customerCalls } from '../contract/customer/calls';
import { serviceCalls } from '../contract/system/service';
import { callsOf, withPageSize, type RequestOptions } from './call';
import type { Customer, FavoriteProductPage, PageQuery, ServiceInfo, ServiceInfoQuery } from '../contract';

const { get, post } = callsOf({ ...customerCalls, ...serviceCalls });

export function getCustomerProfile(options?: RequestOptions): Promise<Customer> {
  return get('/v1/customer/index/get', undefined, options);
}

export function listFavoriteProducts(query: PageQuery, options?: RequestOptions): Promise<FavoriteProductPage> {
  return get('/1/customer/favorite_product_items', withPageSize(query), options);
}

export function logout(options?: RequestOptions): Promise<null> {
  return post('/v1/customer/logout', {}, options);
}

export function getCustomerServiceInfo(query: ServiceInfoQuery = {}, options?: RequestOptions): Promise<ServiceInfo> {
  return get('/v1/customer/service/info/get', { ...query }, options);
}
