import { get, post, type RequestOptions } from './call';
import type { Flag, Product, ProductDetailQuery, ProductFavoriteRequest } from './types';

export interface FavoriteState {
  is_favorite: Flag;
}

export function getProductDetail(query: ProductDetailQuery, options?: RequestOptions): Promise<Product> {
  return get('/v1/product/detail/get', { ...query }, options);
}

export function addFavoriteProduct({ product_id }: ProductFavoriteRequest, options?: RequestOptions): Promise<FavoriteState> {
  return post('/v1/product/favorite/add', { product_id }, options);
}

export function removeFavoriteProduct({ product_id }: ProductFavoriteRequest, options?: RequestOptions): Promise<FavoriteState> {
  return post('/v1/product/favorite/remove', { product_id }, options);
}
