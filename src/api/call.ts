import type { AnswerOf, CallTable, RequestOf } from '../contract/call-spec';
import type { PageQuery } from '../contract/common';
import { http, type Body, type Query, type RequestOptions } from '../core/request';
import { PAGE_SIZE } from './constants';

export type { RequestOptions };

type Method = 'GET' | 'POST';
type PathOf<Table extends CallTable, M extends Method> = keyof Table extends infer Key ? (Key extends `${M} ${infer Path}` ? Path : never) : never;
type Answer<Table extends CallTable, M extends Method, Path extends string> = AnswerOf<Table[`${M} ${Path}`]>;
type RequestFor<Table extends CallTable, M extends Method, Path extends string> = RequestOf<Table[`${M} ${Path}`]>;

/** A call's request, checked against the call table's type, as the record of fields the request layer writes. */
const fields = <Fields extends Query | Body>(request: unknown) => request as Fields | undefined;

/**
 * The calls of one part of the call table (src/contract/calls.ts): paths are checked against it, and
 * every answer passes the call's decoder once, here, so a screen never reads the wire as sent. A module
 * takes only its group's part, so its chunk carries only those decoders.
 */
export function callsOf<Table extends CallTable>(table: Table) {
  const decoderOf = (method: Method, path: string) => {
    const spec = table[`${method} ${path}`];
    if (!spec) throw new Error(`${method} ${path} is not in the call table`);
    return spec.decode;
  };
  return {
    get: async <Path extends PathOf<Table, 'GET'>>(path: Path, query?: RequestFor<Table, 'GET', Path>, options?: RequestOptions): Promise<Answer<Table, 'GET', Path>> => {
      const decode = decoderOf('GET', path) as (data: unknown) => Answer<Table, 'GET', Path>;
      return decode(await http.get<unknown>(path, fields<Query>(query), options));
    },
    post: async <Path extends PathOf<Table, 'POST'>>(path: Path, body?: RequestFor<Table, 'POST', Path>, options?: RequestOptions): Promise<Answer<Table, 'POST', Path>> => {
      const decode = decoderOf('POST', path) as (data: unknown) => Answer<Table, 'POST', Path>;
      return decode(await http.post<unknown>(path, fields<Body>(body), options));
    },
  };
}

export function withPageSize({ page, page_size }: PageQuery): { page: number; page_size: number } {
  return { page, page_size: page_size ?? PAGE_SIZE };
}
