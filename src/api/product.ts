import { catalogCalls } from '../contract/catalog/calls';
import { callsOf, type RequestOptions } from './call';
import type { FavoriteState, Product, ProductDetailQuery, ProductFavoriteRequest } from '../contract';

const { get, post } = callsOf(catalogCalls);

export function getProductDetail(query: ProductDetailQuery, options?: RequestOptions): Promise<Product> {
  return get('/v1/product/detail/get', { ...query }, options);
}

export function addFavoriteProduct({ product_id }: ProductFavoriteRequest, options?: RequestOptions): Promise<FavoriteState> {
  return post('/v1/product/favorite/add', { product_id }, options);
}

export function removeFavoriteProduct({ product_id }: ProductFavoriteRequest, options?: RequestOptions): Promise<FavoriteState> {
  return post('/v1/product/favorite/remove', { product_id }, options);
}
