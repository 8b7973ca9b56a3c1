import { catalogCalls } from '../contract/catalog/calls';
import { callsOf, type RequestOptions } from './call';
import { FOLLOW_TYPE_STORE, PAGE_SIZE } from './constants';
import type { FollowRequest, FollowResult, Store, StoreOwnerInfo, StoreOwnerQuery, StoreQuery } from '../contract';

const { get, post } = callsOf(catalogCalls);

export function getStore({ page, page_size, ...query }: StoreQuery, options?: RequestOptions): Promise<Store> {
  const paging = page === undefined ? {} : { page, page_size: page_size ?? PAGE_SIZE };
  return get('/v1/seller/index', { ...query, ...paging }, options);
}

export type StoreFollowRequest = Pick<FollowRequest, 'id'>;

export function followStore({ id }: StoreFollowRequest, options?: RequestOptions): Promise<FollowResult> {
  return post('/1/customer/add_favorite.html', { id, type: FOLLOW_TYPE_STORE }, options);
}

export function unfollowStore({ id }: StoreFollowRequest, options?: RequestOptions): Promise<FollowResult> {
  return post('/1/customer/remove_favorite.html', { id, type: FOLLOW_TYPE_STORE }, options);
}

export function getStoreOwnerInfo({ agency_store_id }: StoreOwnerQuery, options?: RequestOptions): Promise<StoreOwnerInfo> {
  return get('/v1/agency/store/info', { agency_store_id }, options);
}
