import { expect, it } from 'vitest';
import { formatPrice } from './price';

it.each([
  [59.9, '¥59.90'],
  [0, '¥0.00'],
  [1234.5, '¥1234.50'],
  ['59.9', '¥59.90'],
  [undefined, '¥--'],
  ['', '¥--'],
  ['abc', '¥--'],
])('%s is shown as %s', (input, shown) => {
  expect(formatPrice(input)).toBe(shown);
});
