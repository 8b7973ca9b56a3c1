import { get, type RequestOptions } from './call';
import { categories, categoryDetail } from './decode/catalog';
import type { Category, CategoryDetail, CategoryDetailQuery } from './types';

export function listCategories(options?: RequestOptions): Promise<Category[]> {
  return get('/v1/category/index', categories, undefined, options);
}

export function getCategoryDetail(query: CategoryDetailQuery, options?: RequestOptions): Promise<CategoryDetail> {
  return get('/v1/category/detail', categoryDetail, { ...query }, options);
}
