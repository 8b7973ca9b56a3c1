/** The catalogue's calls: home, feed, categories, products and stores. */
import { call } from '../call-spec.ts';
import type { NoParams } from '../common.ts';
import { categories, categoryDetail, favoriteState, feedPage, followResult, homeInfo, product, store, storeOwnerInfo } from './decode.ts';
import type { CategoryDetailQuery, FeedQuery, FollowRequest, ProductDetailQuery, ProductFavoriteRequest, StoreOwnerQuery, StoreQuery } from './types.ts';

export const catalogCalls = {
  'GET /v1/index/get': call<NoParams>()(homeInfo),
  'GET /v1/index/footer/product/list': call<FeedQuery>()(feedPage),
  'GET /v1/category/index': call<NoParams>()(categories),
  'GET /v1/category/detail': call<CategoryDetailQuery>()(categoryDetail),
  'GET /v1/product/detail/get': call<ProductDetailQuery>()(product),
  'POST /v1/product/favorite/add': call<ProductFavoriteRequest>()(favoriteState),
  'POST /v1/product/favorite/remove': call<ProductFavoriteRequest>()(favoriteState),
  'GET /v1/seller/index': call<StoreQuery>()(store),
  'POST /1/customer/add_favorite.html': call<FollowRequest>()(followResult),
  'POST /1/customer/remove_favorite.html': call<FollowRequest>()(followResult),
  'GET /v1/agency/store/info': call<StoreOwnerQuery>()(storeOwnerInfo),
} as const;
