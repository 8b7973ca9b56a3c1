/**
 * What every group of the contract shares: the envelope, flags, prices and paged lists (CONTRACT §2, §5).
 * Each group (catalog/, customer/, order/, system/, component/, mission/) holds its types as the screens
 * get them from its decoders, the decoders, and its part of the call table (./calls.ts).
 */

/** Every API answer (CONTRACT §2); the codes are in ./envelope-codes.ts. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** 0/1 flags: how the decoders give every flag, whether it came as 1, "1" or true. */
export type Flag = 0 | 1;

/** A price as a back end may send it: yuan as text ("59.90") or as a number. Decoded, a price is a number of yuan. */
export type WirePrice = string | number;

/** The fields that hold a price, wherever they are in an answer. */
type PriceField =
  | 'price'
  | 'market_price'
  | 'sh_price'
  | 'pay_price'
  | 'products_price_total'
  | 'freight_price'
  | 'should_pay_price'
  | 'subtotal'
  | 'amount'
  | 'integral';

type WirePriceOf<T> = T extends number ? WirePrice : Wire<T>;

/**
 * An answer as a back end may send it (the server double builds its answers with these): the decoded type
 * with every price as WirePrice. The other looseness of CONTRACT §5 (flags as "1" or true, numbers as
 * text, "" or null for absent) is read by ./read.ts and spoken by the double's dialects (server/dialect/).
 */
export type Wire<T> = T extends readonly (infer Item)[]
  ? Wire<Item>[]
  : T extends object
    ? { [K in keyof T]: K extends PriceField ? WirePriceOf<T[K]> : Wire<T[K]> }
    : T;

/** `{ list, has_more, total }` container for paged lists the spec does not name (CONTRACT §5). */
export interface PagedList<T> {
  list: T[];
  /** A list may come without it (CONTRACT §5): it then ends on a short page, on total or on nothing new. */
  has_more?: boolean;
  total?: number;
}

export interface PageQuery {
  page: number;
  page_size?: number;
}

/** A call that takes no parameters of its own. */
export type NoParams = Record<string, never>;
