import { catalogCalls } from '../contract/catalog/calls';
import { callsOf, type RequestOptions } from './call';
import type { Category, CategoryDetail, CategoryDetailQuery } from '../contract';

const { get } = callsOf(catalogCalls);

export function listCategories(options?: RequestOptions): Promise<Category[]> {
  return get('/v1/category/index', undefined, options);
}

export function getCategoryDetail(query: CategoryDetailQuery, options?: RequestOptions): Promise<CategoryDetail> {
  return get('/v1/category/detail', { ...query }, options);
}
