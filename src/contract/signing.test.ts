import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign } from './signed-call';
import { signingBase } from './signing';

// Reference hashes come from Node's own MD5, not from crypto-js, so the two implementations check each other.
const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('signature (CONTRACT §2)', () => {
  it('sorts keys by code unit, drops empty values and sign, appends the secret without separator', () => {
    const fields = {
      timestamp: 1700000000,
      platform: 'h5',
      sign: 'stale',
      device_id: '',
      b_empty: null,
      a_undef: undefined,
      Zed: 'upper-case sorts before lower-case',
    };
    const base = signingBase(fields, 'dev-secret');
    expect(base).toBe('Zed=upper-case sorts before lower-case&platform=h5&timestamp=1700000000dev-secret');
    expect(sign(fields, 'dev-secret')).toBe(nodeMd5(base));
  });

  it('writes objects and arrays as JSON text, numbers and booleans as plain text', () => {
    const fields = {
      buy_product: { '1002': 1, '1001': 2 },
      remark: { 7: 'leave at the door' },
      ids: [3, 1],
      buy_type: 2,
      is_default: false,
      platform: 'h5',
      timestamp: 1700000123,
    };
    const expected =
      'buy_product={"1001":2,"1002":1}&buy_type=2&ids=[3,1]&is_default=false&platform=h5' +
      '&remark={"7":"leave at the door"}&timestamp=1700000123dev-secret';
    expect(signingBase(fields, 'dev-secret')).toBe(expected);
    expect(sign(fields, 'dev-secret')).toBe(nodeMd5(expected));
  });

  it('matches a vector computed by hand', () => {
    // echo -n 'platform=h5&timestamp=1700000000dev-secret' | md5sum
    expect(sign({ platform: 'h5', timestamp: 1700000000 }, 'dev-secret')).toBe('acbea96bf0c5ac9c8918598c561f0bb7');
  });

  it('hashes non-ASCII text as UTF-8', () => {
    expect(sign({ address: '浙江省杭州市西湖区', platform: 'h5' }, 's')).toBe(
      nodeMd5('address=浙江省杭州市西湖区&platform=h5s'),
    );
  });

  // Written from the rule in CONTRACT §2 by hand (base) and hashed outside this code (md5sum), so client and
  // server cannot agree on a wrong base: each row is [fields, secret, the base, its MD5].
  it.each([
    [{ platform: 'h5', timestamp: 1700000000 }, 'dev-secret', 'platform=h5&timestamp=1700000000dev-secret', 'acbea96bf0c5ac9c8918598c561f0bb7'],
    [
      { sign: 'stale', empty: '', nothing: null, missing: undefined, zero: 0, Zed: 1, platform: 'h5' },
      'dev-secret',
      'Zed=1&platform=h5&zero=0dev-secret',
      'd51546a87d3cc68cd06f560cb97ead7c',
    ],
    [
      { page: 2, flag: false, list: [], body: { a: { b: [1, 'x', null] }, c: '' } },
      's3cret',
      'body={"a":{"b":[1,"x",null]},"c":""}&flag=false&list=[]&page=2s3cret',
      '70355d8e9b1d557abdf7eaa64d74fe70',
    ],
    // Code-unit order: 名 (U+540D) < 𝒳 (U+1D4B3, written as the surrogates D835 DCB3) < ｚ (U+FF5A), not code-point order.
    [{ ｚ: 3, 𝒳: 'x', 名: '商品', a: 2, Z: 1 }, 's', 'Z=1&a=2&名=商品&𝒳=x&ｚ=3s', 'a46d4090342a414d7dca6020952a724b'],
    [{ sign: 'abc', blank: '' }, 'k', 'k', '8ce4b16b22b58894aa86c421e8759df3'],
  ])('fixed vector %#: base and MD5', (fields, secret, base, md5) => {
    expect(signingBase(fields, secret)).toBe(base);
    expect(sign(fields, secret)).toBe(md5);
  });
});
