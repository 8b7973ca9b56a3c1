/** One entry of the call table (./calls.ts): how a call's answer is read, and what the call takes. */

/** Reads an answer's data into what the screens use, or throws a WireError naming the missing field. */
export type AnswerDecoder<T> = (data: unknown) => T;

export interface CallSpec<Request, Answer> {
  readonly decode: AnswerDecoder<Answer>;
  /** Never set: it carries the query (GET) or JSON body (POST) the call takes, without the common query, for the types. */
  readonly request?: Request;
}

/** A group's calls, keyed `METHOD /path`. */
export type CallTable = Readonly<Record<string, CallSpec<unknown, unknown>>>;

/** `call<Query>()(decoder)`: the request type is named, the answer's is the decoder's. */
export const call =
  <Request>() =>
  <Answer>(decode: AnswerDecoder<Answer>): CallSpec<Request, Answer> => ({ decode });

export type RequestOf<Spec> = Spec extends CallSpec<infer Request, unknown> ? Request : never;

export type AnswerOf<Spec> = Spec extends CallSpec<unknown, infer Answer> ? Answer : never;
