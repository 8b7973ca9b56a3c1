/**
 * The one decoding boundary (CONTRACT §5): every answer a screen reads passes a decoder once, where it
 * arrives, and comes out in the types the screens use. Tolerant where the wire is loose (flags as
 * `1`/`"1"`/`true`, numbers as numeric strings, `""` and `null` for absent, `null` for an empty list,
 * extra fields ignored); strict where a screen cannot work without a field: a `required` field that is
 * absent or unreadable fails the whole answer with its path (`order.products[0].price`).
 *
 * Decoders are plain functions built from the few below, so an answer's shape reads as data and costs
 * no schema compiler at run time.
 */
import type { Flag } from './common.ts';
import { isWireError, WireError } from './wire-error.ts';

export type Decoder<T> = (value: unknown, path: string) => T;

/** Reads one wire value; `undefined` means absent or unreadable. */
export type Reader<T> = (value: unknown) => T | undefined;

const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';

// ---------------------------------------------------------------------------------------------
// Readers of single values
// ---------------------------------------------------------------------------------------------

export const readFlag: Reader<Flag> = (value) => {
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  return undefined;
};

export const readBoolean: Reader<boolean> = (value) => {
  const read = readFlag(value);
  return read === undefined ? undefined : read === 1;
};

/** Decimal digits as back ends write them ("59.90", " 3 ", "-1", "1e3"); not JavaScript's hexadecimal, binary or octal. */
const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A finite number, given as a number or a numeric string. */
export const readNumber: Reader<number> = (value) => {
  const number = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** A whole number of at least 0 (a count, a total). */
export const readCount: Reader<number> = (value) => {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/** Text; a number stands for its digits (an order number sent as a number). */
export const readText: Reader<string> = (value) => {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
};

/** A price, in yuan, whether it came as "59.90" or 59.9: screens format it (src/ui/price.ts). */
export const readPrice: Reader<number> = readNumber;

/** One of a fixed set of numbers (a status), given as a number or a numeric string. */
export function readOneOf<const T extends number>(allowed: readonly T[]): Reader<T> {
  return (value) => {
    const number = readNumber(value);
    return allowed.find((candidate) => candidate === number);
  };
}

// ---------------------------------------------------------------------------------------------
// Presence: what an absent or unreadable value becomes
// ---------------------------------------------------------------------------------------------

/** Absent or unreadable becomes `fallback`. */
export function withDefault<T>(read: Reader<T>, fallback: T): Decoder<T> {
  return (value) => (isAbsent(value) ? fallback : (read(value) ?? fallback));
}

/** Absent or unreadable becomes `undefined`: the screen shows nothing for it. */
export function optional<T>(read: Reader<T>): Decoder<T | undefined> {
  return (value) => (isAbsent(value) ? undefined : read(value));
}

/** The screen cannot work without it: absent or unreadable fails the answer with the path. */
export function required<T>(read: Reader<T>): Decoder<T> {
  return (value, path) => {
    if (isAbsent(value)) throw new WireError(path, 'missing');
    const read_ = read(value);
    if (read_ === undefined) throw new WireError(path, 'unreadable');
    return read_;
  };
}

export const text = withDefault(readText, '');
export const flag = withDefault<Flag>(readFlag, 0);
export const count = withDefault(readCount, 0);
export const number = withDefault(readNumber, 0);
export const boolean = withDefault(readBoolean, false);
export const requiredNumber = required(readNumber);
export const requiredCount = required(readCount);
export const requiredText = required(readText);
export const requiredPrice = required(readPrice);
export const optionalPrice = optional(readPrice);
export const priceOrZero = withDefault(readPrice, 0);

/** A list's own word on whether more pages follow; without it the list decides (src/ui/paged/page-end.ts). */
export const hasMore = optional(readBoolean);

// ---------------------------------------------------------------------------------------------
// Structure
// ---------------------------------------------------------------------------------------------

type Shape = Record<string, Decoder<unknown>>;
type Decoded<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** A JSON object (not null, not an array): what an object field, a stored value or a message must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object of the given fields; other fields are ignored. An absent object reads as `{}`, so it is
 * as present as its required fields make it. A field decoded to `undefined` is left out.
 */
export function object<S extends Shape>(shape: S): Decoder<Decoded<S>> {
  const entries = Object.entries(shape);
  return (value, path) => {
    const source = isRecord(value) ? value : {};
    const decoded: Record<string, unknown> = {};
    for (const [key, decode] of entries) {
      const field = decode(source[key], path ? `${path}.${key}` : key);
      if (field !== undefined) decoded[key] = field;
    }
    return decoded as Decoded<S>;
  };
}

/** An object that may be absent (`null`), such as the confirm page's address when none is saved. */
export function nullable<T>(decode: Decoder<T>): Decoder<T | null> {
  return (value, path) => (isRecord(value) ? decode(value, path) : null);
}

/** An object that may be left out (a mission's action): absent stays absent. */
export function optionalObject<T>(decode: Decoder<T>): Decoder<T | undefined> {
  return (value, path) => (isRecord(value) ? decode(value, path) : undefined);
}

/** A list; an absent, `null` or non-list value is empty. */
export function list<T>(decode: Decoder<T>): Decoder<T[]> {
  return (value, path) => (Array.isArray(value) ? value.map((item, index) => decode(item, `${path}[${index}]`)) : []);
}

/**
 * A list of things a screen can do without one of (product tiles): an item that fails its decode is
 * left out, so one broken card does not cost the shopper the whole grid.
 */
export function listSkippingBroken<T>(decode: Decoder<T>): Decoder<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return [];
    const kept: T[] = [];
    value.forEach((item, index) => {
      try {
        kept.push(decode(item, `${path}[${index}]`));
      } catch (error) {
        if (!isWireError(error)) throw error;
      }
    });
    return kept;
  };
}

/** A list of plain texts (a product's pictures); unreadable entries are left out. */
export const texts: Decoder<string[]> = (value) =>
  Array.isArray(value) ? value.map(readText).filter((entry): entry is string => entry !== undefined && entry !== '') : [];

/** The decoder of a whole answer, naming its root in error paths (`order`, `product`). */
export function answer<T>(root: string, decode: Decoder<T>): (value: unknown) => T {
  return (value) => decode(value, root);
}
