import { http, type Body, type Query, type RequestOptions } from '../core/request';
import { PAGE_SIZE } from './constants';
import type { ApiCallKey, ApiCalls, PageQuery } from './types';

export type { RequestOptions };

type Method = 'GET' | 'POST';
type PathOf<M extends Method> = ApiCallKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
type Answer<M extends Method, P extends string> = ApiCalls[Extract<`${M} ${P}`, ApiCallKey>]['res'];

/** Reads an answer's data into what the screens use, or throws a WireError naming the missing field. */
export type AnswerDecoder<T> = (data: unknown) => T;

/** A read's data from the page being drawn, or undefined when the page does not carry it. */
export type PageAnswers = (path: string, query: Query) => unknown;

let pageAnswers: PageAnswers | null = null;

/**
 * The server drawing a screen (src/entry-server.tsx) answers the screen's reads from the answers it
 * put in that page: nothing is sent from there, and a read the page does not answer fails the drawing.
 */
export function answerReadsFromPage(answers: PageAnswers | null): void {
  pageAnswers = answers;
}

// Paths are checked against the shared call table, and every answer passes its decoder once, here
// (src/api/decode/): a screen never reads the wire as sent.
export async function get<P extends PathOf<'GET'>>(
  path: P,
  decode: AnswerDecoder<Answer<'GET', P>>,
  query?: Query,
  options?: RequestOptions,
): Promise<Answer<'GET', P>> {
  if (pageAnswers) {
    const data = pageAnswers(path, query ?? {});
    if (data === undefined) throw new Error(`the page carries no answer for ${path}`);
    return decode(data);
  }
  return decode(await http.get<unknown>(path, query, options));
}

export async function post<P extends PathOf<'POST'>>(
  path: P,
  decode: AnswerDecoder<Answer<'POST', P>>,
  body?: Body,
  options?: RequestOptions,
): Promise<Answer<'POST', P>> {
  return decode(await http.post<unknown>(path, body, options));
}

export function withPageSize({ page, page_size }: PageQuery): { page: number; page_size: number } {
  return { page, page_size: page_size ?? PAGE_SIZE };
}
