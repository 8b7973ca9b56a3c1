import { get, post, withPageSize, type RequestOptions } from './call';
import { customer, favoriteProductPage, nothing, serviceInfo } from './decode/customer';
import type { Customer, FavoriteProductPage, PageQuery, ServiceInfo, ServiceInfoQuery } from './types';

export function getCustomerProfile(options?: RequestOptions): Promise<Customer> {
  return get('/v1/customer/index/get', customer, undefined, options);
}

export function listFavoriteProducts(query: PageQuery, options?: RequestOptions): Promise<FavoriteProductPage> {
  return get('/1/customer/favorite_product_items', favoriteProductPage, withPageSize(query), options);
}

export function logout(options?: RequestOptions): Promise<null> {
  return post('/v1/customer/logout', nothing, {}, options);
}

export function getCustomerServiceInfo(query: ServiceInfoQuery = {}, options?: RequestOptions): Promise<ServiceInfo> {
  return get('/v1/customer/service/info/get', serviceInfo, { ...query }, options);
}
