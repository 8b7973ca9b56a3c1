/**
 * The wire readers every decoder is built from (CONTRACT §5 "Wire tolerance"): what each accepts, what
 * it turns away, and which error and field path a required field fails with. The decoders in this
 * folder rely on exactly this: flags as 1/"1"/true, numbers and prices as numeric strings, "" and null
 * as absent, an absent or null list as empty, extra fields ignored.
 */
import { describe, expect, it } from 'vitest';
import {
  answer,
  boolean,
  count,
  flag,
  hasMore,
  list,
  listSkippingBroken,
  nullable,
  number,
  object,
  optional,
  optionalObject,
  optionalPrice,
  priceOrZero,
  readBoolean,
  readCount,
  readFlag,
  readNumber,
  readOneOf,
  readPrice,
  readText,
  required,
  requiredCount,
  requiredNumber,
  requiredPrice,
  requiredText,
  text,
  texts,
  withDefault,
  type Decoder,
} from './read';
import { isWireError, WireError } from './wire-error';

/** What `run` threw, to look at its path and reason. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw, none came');
}

/** The WireError `run` threw, as `{ path, reason, message }`; fails on any other outcome. */
function wireErrorOf(run: () => unknown): { path: string; reason: string; message: string } {
  const error = thrown(run);
  expect(error).toBeInstanceOf(WireError);
  const { path, reason, message } = error as WireError;
  return { path, reason, message };
}

const ABSENT = [undefined, null, ''] as const;

/** A wire value as it would be written in JSON or JavaScript (NaN and Infinity included), for failure messages. */
const show = (wire: unknown): string => (typeof wire === 'number' || wire === undefined ? String(wire) : JSON.stringify(wire));

describe('WireError', () => {
  it('names the path and says whether the field was missing or unreadable, in the words the error panel shows', () => {
    const missing = new WireError('order.products[0].price', 'missing');
    expect(missing).toBeInstanceOf(Error);
    expect(missing.name).toBe('WireError');
    expect(missing.message).toBe('服务器数据缺少 order.products[0].price');
    expect(new WireError('order.status', 'unreadable').message).toBe('服务器数据无法识别 order.status');
  });

  it('isWireError tells it from any other error, even one with the same words and fields', () => {
    expect(isWireError(new WireError('a', 'missing'))).toBe(true);
    expect(isWireError(new Error('服务器数据缺少 a'))).toBe(false);
    expect(isWireError({ name: 'WireError', path: 'a', reason: 'missing', message: '服务器数据缺少 a' })).toBe(false);
    expect(isWireError(undefined)).toBe(false);
  });
});

describe('readFlag and readBoolean', () => {
  it.each([
    [1, 1, true],
    ['1', 1, true],
    [true, 1, true],
    ['true', 1, true],
    [0, 0, false],
    ['0', 0, false],
    [false, 0, false],
    ['false', 0, false],
  ] as const)('read %j as flag %j and boolean %j', (wire, asFlag, asBoolean) => {
    expect(readFlag(wire)).toBe(asFlag);
    expect(readBoolean(wire)).toBe(asBoolean);
  });

  it('turn away anything else: other numbers, other words, padded or other-case text, absent, lists, objects', () => {
    for (const wire of [2, -1, '2', 'yes', 'TRUE', ' 1 ', '1.0', 1.5, NaN, null, undefined, '', [], {}, [1]]) {
      expect(readFlag(wire), show(wire)).toBeUndefined();
      expect(readBoolean(wire), show(wire)).toBeUndefined();
    }
  });
});

describe('readNumber (and readPrice, the same reader)', () => {
  it.each([
    [0, 0],
    ['0', 0],
    [-3, -3],
    ['-3', -3],
    [59.9, 59.9],
    ['59.90', 59.9],
    ['1.50', 1.5],
    [' 3 ', 3],
    ['1e3', 1000],
    ['.5', 0.5],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    [Number.MAX_VALUE, Number.MAX_VALUE],
    ['1e308', 1e308],
  ] as const)('reads %j as %j', (wire, read) => {
    expect(readNumber(wire)).toBe(read);
    expect(readPrice(wire)).toBe(read);
  });

  it('turns away NaN, infinities (also as text or beyond the largest number), blank or non-numeric text, booleans, absent, lists, objects', () => {
    for (const wire of [NaN, Infinity, -Infinity, 'Infinity', '1e400', 'NaN', '', '   ', 'abc', '12abc', '1,000', '¥59.90', '59,90', true, false, null, undefined, [], [3], {}]) {
      expect(readNumber(wire), show(wire)).toBeUndefined();
      expect(readPrice(wire), show(wire)).toBeUndefined();
    }
  });

  it('reads decimal text only: hexadecimal, binary and octal text are not a price', () => {
    for (const wire of ['0x10', '0b11', '0o17', '1_000']) expect(readNumber(wire), show(wire)).toBeUndefined();
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('5.')).toBe(5);
    expect(readNumber('+2')).toBe(2);
  });
});

describe('readCount', () => {
  it.each([
    [0, 0],
    ['0', 0],
    [7, 7],
    ['7', 7],
    [' 7 ', 7],
    ['7.0', 7],
    ['1e3', 1000],
    [2 ** 53, 2 ** 53],
  ] as const)('reads %j as %j', (wire, read) => {
    expect(readCount(wire)).toBe(read);
  });

  it('turns away negative and fractional numbers (a count is whole and not negative), and what readNumber turns away', () => {
    for (const wire of [-1, '-1', 1.5, '1.5', '2.50', NaN, Infinity, 'Infinity', '', 'x', true, null, undefined, [2]]) {
      expect(readCount(wire), show(wire)).toBeUndefined();
    }
  });
});

describe('readText', () => {
  it('keeps text exactly as sent, the empty text and spaces included', () => {
    expect(readText('SO202600050003')).toBe('SO202600050003');
    expect(readText(' 张三 ')).toBe(' 张三 ');
    expect(readText('')).toBe('');
  });

  it('reads a number as its digits (an order number sent as a number)', () => {
    expect(readText(202600050003)).toBe('202600050003');
    expect(readText(0)).toBe('0');
    expect(readText(-2)).toBe('-2');
    expect(readText(1.5)).toBe('1.5');
  });

  it('turns away NaN, infinities, booleans, absent (null, undefined), lists and objects', () => {
    for (const wire of [NaN, Infinity, -Infinity, true, false, null, undefined, [], ['a'], {}]) expect(readText(wire), show(wire)).toBeUndefined();
  });
});

describe('readOneOf', () => {
  const status = readOneOf([0, 1, 2] as const);

  it('reads an allowed number given as a number or a numeric string', () => {
    expect(status(0)).toBe(0);
    expect(status('0')).toBe(0);
    expect(status(2)).toBe(2);
    expect(status(' 2 ')).toBe(2);
    expect(status('1.0')).toBe(1);
  });

  it('turns away a number outside the set and anything that is not a number', () => {
    for (const wire of [3, '3', -1, 1.5, '', null, undefined, true, 'x']) expect(status(wire), show(wire)).toBeUndefined();
  });
});

describe('presence: withDefault, optional, required', () => {
  it('withDefault gives the fallback for absent ("" and null too) and for unreadable, else the value', () => {
    const level = withDefault(readOneOf([1, 2] as const), 1);
    for (const wire of ABSENT) expect(level(wire, 'p')).toBe(1);
    expect(level('9', 'p')).toBe(1);
    expect(level('2', 'p')).toBe(2);
  });

  it('the ready-made defaults: text "", flag 0, count 0, number 0, boolean false, priceOrZero 0', () => {
    for (const wire of ABSENT) {
      expect(text(wire, 'p')).toBe('');
      expect(flag(wire, 'p')).toBe(0);
      expect(count(wire, 'p')).toBe(0);
      expect(number(wire, 'p')).toBe(0);
      expect(boolean(wire, 'p')).toBe(false);
      expect(priceOrZero(wire, 'p')).toBe(0);
    }
    // Unreadable falls back the same way.
    expect(text({}, 'p')).toBe('');
    expect(flag('yes', 'p')).toBe(0);
    expect(count('-1', 'p')).toBe(0);
    expect(count('2.5', 'p')).toBe(0);
    expect(number('abc', 'p')).toBe(0);
    expect(boolean(2, 'p')).toBe(false);
    expect(priceOrZero('¥5', 'p')).toBe(0);
    // Readable values come through, loose forms included.
    expect(text(12, 'p')).toBe('12');
    expect(flag('1', 'p')).toBe(1);
    expect(count('3', 'p')).toBe(3);
    expect(number('-1.25', 'p')).toBe(-1.25);
    expect(boolean('true', 'p')).toBe(true);
    expect(priceOrZero('0.10', 'p')).toBe(0.1);
  });

  it('optional leaves absent and unreadable undefined, and keeps a readable 0 (a zero is a value, not an absence)', () => {
    const price = optional(readNumber);
    for (const wire of ABSENT) expect(price(wire, 'p')).toBeUndefined();
    expect(price('free', 'p')).toBeUndefined();
    expect(price('0', 'p')).toBe(0);
    expect(price(0, 'p')).toBe(0);
    expect(optionalPrice('0.00', 'p')).toBe(0);
    expect(optionalPrice(null, 'p')).toBeUndefined();
    expect(optional(readText)('', 'p')).toBeUndefined();
    expect(optional(readText)(' ', 'p')).toBe(' ');
  });

  it('hasMore is the list\'s own word when readable, else undefined so the list decides', () => {
    expect(hasMore(1, 'p')).toBe(true);
    expect(hasMore('0', 'p')).toBe(false);
    expect(hasMore(false, 'p')).toBe(false);
    for (const wire of [...ABSENT, 'maybe', 2]) expect(hasMore(wire, 'p')).toBeUndefined();
  });

  it('required fails an absent value ("" and null too) as missing, with its path', () => {
    for (const wire of ABSENT) {
      expect(wireErrorOf(() => requiredText(wire, 'order.order_no'))).toEqual({
        path: 'order.order_no',
        reason: 'missing',
        message: '服务器数据缺少 order.order_no',
      });
    }
  });

  it('required fails an unreadable value as unreadable, with its path', () => {
    expect(wireErrorOf(() => requiredPrice('¥59.90', 'order.products[0].price'))).toEqual({
      path: 'order.products[0].price',
      reason: 'unreadable',
      message: '服务器数据无法识别 order.products[0].price',
    });
    expect(wireErrorOf(() => requiredCount(-1, 'page.total')).reason).toBe('unreadable');
    expect(wireErrorOf(() => requiredCount('1.5', 'page.total')).reason).toBe('unreadable');
    expect(wireErrorOf(() => requiredNumber(NaN, 'x')).reason).toBe('unreadable');
    expect(wireErrorOf(() => requiredText({}, 'x')).reason).toBe('unreadable');
  });

  it('required passes a readable value, zeros and loose forms included', () => {
    expect(requiredNumber('0', 'p')).toBe(0);
    expect(requiredNumber(' -4 ', 'p')).toBe(-4);
    expect(requiredCount('12', 'p')).toBe(12);
    expect(requiredPrice('1.50', 'p')).toBe(1.5);
    expect(requiredText(1001, 'p')).toBe('1001');
    expect(required(readFlag)(false, 'p')).toBe(0);
  });
});

describe('object', () => {
  const address = object({ name: requiredText, phone: text, default: flag, note: optional(readText) });

  it('reads its fields, ignores extra ones and leaves out a field decoded to undefined', () => {
    const read = address({ name: '张三', phone: 13800138000, default: '1', note: '', extra: { deep: 1 } }, 'address');
    expect(read).toEqual({ name: '张三', phone: '13800138000', default: 1 });
    expect(Object.keys(read).sort()).toEqual(['default', 'name', 'phone']);
  });

  it('reads an absent or non-object value as {}, so only its required fields fail, at their own path', () => {
    for (const wire of [undefined, null, '', 'x', 3, [], [{ name: '张三' }]]) {
      expect(wireErrorOf(() => address(wire, 'order.address'))).toMatchObject({ path: 'order.address.name', reason: 'missing' });
    }
    const optionalOnly = object({ phone: text, note: optional(readText) });
    expect(optionalOnly(null, 'x')).toEqual({ phone: '' });
  });

  it('joins nested paths with dots, and starts from the key alone at the root', () => {
    const order = object({ seller: object({ store: object({ name: requiredText }) }) });
    expect(wireErrorOf(() => order({ seller: { store: { name: null } } }, 'order')).path).toBe('order.seller.store.name');
    expect(wireErrorOf(() => order({}, '')).path).toBe('seller.store.name');
  });
});

describe('nullable and optionalObject', () => {
  const place = object({ city: requiredText });

  it('nullable reads any non-object as null (no saved address), and an object in full', () => {
    const address = nullable(place);
    for (const wire of [null, undefined, '', 0, [], ['x']]) expect(address(wire, 'confirm.address')).toBeNull();
    expect(address({ city: '杭州市' }, 'confirm.address')).toEqual({ city: '杭州市' });
  });

  it('nullable still fails an object that lacks a required field, with the path inside it', () => {
    expect(wireErrorOf(() => nullable(place)({ city: '' }, 'confirm.address')).path).toBe('confirm.address.city');
  });

  it('optionalObject leaves a non-object out of its parent, and reads an object in full', () => {
    const mission = object({ id: requiredNumber, action: optionalObject(object({ target: requiredText })) });
    const bare = mission({ id: '5', action: null }, 'mission');
    expect(bare).toEqual({ id: 5 });
    expect('action' in bare).toBe(false);
    expect(mission({ id: 5, action: { target: 'product' } }, 'mission')).toEqual({ id: 5, action: { target: 'product' } });
    expect(wireErrorOf(() => mission({ id: 5, action: {} }, 'mission')).path).toBe('mission.action.target');
  });
});

describe('list', () => {
  const prices = list(requiredPrice);

  it('reads each item, loose forms included, in order', () => {
    expect(prices(['1.50', 2, ' 3 '], 'p')).toEqual([1.5, 2, 3]);
    expect(prices([], 'p')).toEqual([]);
  });

  it('reads an absent, null or non-list value as empty', () => {
    for (const wire of [undefined, null, '', 0, 'a,b', {}, { 0: '1.00', length: 1 }]) expect(prices(wire, 'p')).toEqual([]);
  });

  it('fails the whole list on one bad item, naming the item by its index within the nested path', () => {
    const order = answer('order', object({ products: list(object({ title: text, price: requiredPrice })) }));
    const error = wireErrorOf(() => order({ products: [{ price: '1.00' }, { price: '2.00' }, { title: 'x', price: 'free' }] }));
    expect(error).toEqual({ path: 'order.products[2].price', reason: 'unreadable', message: '服务器数据无法识别 order.products[2].price' });
    expect(wireErrorOf(() => order({ products: [{ price: '1.00' }, null] })).path).toBe('order.products[1].price');
  });

  it('names items of nested lists by both indexes', () => {
    const grid = list(list(requiredCount));
    expect(wireErrorOf(() => grid([[1, 2], [3, 'x']], 'rows')).path).toBe('rows[1][1]');
  });
});

describe('listSkippingBroken', () => {
  const tile = object({ product_id: requiredNumber, title: text });
  const tiles = listSkippingBroken(tile);

  it('leaves out an item that fails its decode and keeps the others, in order', () => {
    const read = tiles([{ product_id: 1, title: 'a' }, { title: 'no id' }, null, { product_id: '3' }], 'products');
    expect(read).toEqual([{ product_id: 1, title: 'a' }, { product_id: 3, title: '' }]);
  });

  it('reads an absent, null or non-list value as empty, and a list of broken items as empty', () => {
    for (const wire of [undefined, null, '', {}]) expect(tiles(wire, 'products')).toEqual([]);
    expect(tiles([{}, { product_id: 'x' }], 'products')).toEqual([]);
  });

  it('does not swallow an error that is not about the wire (a bug in a decoder)', () => {
    const broken: Decoder<number> = () => {
      throw new TypeError('decoder bug');
    };
    expect(() => listSkippingBroken(broken)([1], 'p')).toThrow(TypeError);
  });
});

describe('texts', () => {
  it('reads a list of texts, numbers as their digits, leaving out empty and unreadable entries', () => {
    expect(texts(['/a.jpg', '', 12, null, { src: '/b.jpg' }, '/c.jpg', NaN], 'images')).toEqual(['/a.jpg', '12', '/c.jpg']);
  });

  it('reads an absent, null or non-list value as empty', () => {
    for (const wire of [undefined, null, '', '/a.jpg', {}]) expect(texts(wire, 'images')).toEqual([]);
  });
});

describe('answer', () => {
  it('names its root in every error path', () => {
    const product = answer('product', object({ product_id: requiredNumber, images: texts }));
    expect(product({ product_id: '1013', images: ['/1.jpg'], extra: 1 })).toEqual({ product_id: 1013, images: ['/1.jpg'] });
    expect(wireErrorOf(() => product({ images: [] }))).toMatchObject({ path: 'product.product_id', reason: 'missing' });
    expect(wireErrorOf(() => product(null))).toMatchObject({ path: 'product.product_id', reason: 'missing' });
  });
});
