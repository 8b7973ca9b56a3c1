import { expect, it } from 'vitest';
import { scanSeconds } from './scan-params';

it.each([
  ['?is_scan=1&scan_time=15', 15],
  ['?is_scan=1', 10],
  ['?is_scan=1&scan_time=0', 10],
  ['?is_scan=1&scan_time=-3', 10],
  ['?is_scan=1&scan_time=abc', 10],
  ['?is_scan=1&scan_time=2.5', 3],
  ['?scan_time=15', null],
  ['?is_scan=0&scan_time=15', null],
  ['', null],
])('%s counts %s seconds', (search, seconds) => {
  expect(scanSeconds(search)).toBe(seconds);
});
