import { http, type Body, type Query, type RequestOptions } from '../core/request';
import { PAGE_SIZE } from './constants';
import type { ApiCallKey, ApiCalls, PageQuery } from './types';

export type { RequestOptions };

type Method = 'GET' | 'POST';
type PathOf<M extends Method> = ApiCallKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
type Answer<M extends Method, P extends string> = ApiCalls[Extract<`${M} ${P}`, ApiCallKey>]['res'];

// Paths are checked against the shared call table, so a typo or a drifted answer type fails to compile.
export function get<P extends PathOf<'GET'>>(path: P, query?: Query, options?: RequestOptions): Promise<Answer<'GET', P>> {
  return http.get<Answer<'GET', P>>(path, query, options);
}

export function post<P extends PathOf<'POST'>>(path: P, body?: Body, options?: RequestOptions): Promise<Answer<'POST', P>> {
  return http.post<Answer<'POST', P>>(path, body, options);
}

export function withPageSize({ page, page_size }: PageQuery): { page: number; page_size: number } {
  return { page, page_size: page_size ?? PAGE_SIZE };
}
