import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign, signingBase } from './sign';

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
});
