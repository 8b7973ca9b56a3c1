import { get, post, type RequestOptions } from './call';
import { favoriteState, product } from './decode/catalog';
import type { Flag, Product, ProductDetailQuery, ProductFavoriteRequest } from './types';

export interface FavoriteState {
  is_favorite: Flag;
}

export function getProductDetail(query: ProductDetailQuery, options?: RequestOptions): Promise<Product> {
  return get('/v1/product/detail/get', product, { ...query }, options);
}

export function addFavoriteProduct({ product_id }: ProductFavoriteRequest, options?: RequestOptions): Promise<FavoriteState> {
  return post('/v1/product/favorite/add', favoriteState, { product_id }, options);
}

export function removeFavoriteProduct({ product_id }: ProductFavoriteRequest, options?: RequestOptions): Promise<FavoriteState> {
  return post('/v1/product/favorite/remove', favoriteState, { product_id }, options);
}
