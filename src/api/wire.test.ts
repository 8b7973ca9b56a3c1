import { describe, expect, it } from 'vitest';
import { wireCount, wireFlag, wireList } from './wire';

describe('wire values (CONTRACT §5)', () => {
  it('reads flags as 1/0, "1"/"0" or true/false; anything else is unknown', () => {
    for (const yes of [1, '1', true, 'true']) expect(wireFlag(yes)).toBe(true);
    for (const no of [0, '0', false, 'false']) expect(wireFlag(no)).toBe(false);
    for (const unknown of [undefined, null, '', 2, 'yes', {}]) expect(wireFlag(unknown)).toBeUndefined();
  });

  it('reads counts as whole numbers or numeric strings; "" and null are absent', () => {
    expect(wireCount(12)).toBe(12);
    expect(wireCount('12')).toBe(12);
    expect(wireCount(' 3 ')).toBe(3);
    for (const absent of ['', null, undefined, '1.5', -1, 'abc', Number.NaN]) expect(wireCount(absent)).toBeUndefined();
  });

  it('reads an absent or null list as empty', () => {
    expect(wireList(null)).toEqual([]);
    expect(wireList(undefined)).toEqual([]);
    expect(wireList([1, 2])).toEqual([1, 2]);
  });
});
