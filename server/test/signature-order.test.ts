import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { sign } from '../../src/contract/signed-call.ts';
import { serverSign } from '../sign.ts';
import { testServer } from './helpers.ts';

// Counts the server's hashing while keeping what it computes.
vi.mock('../sign.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../sign.ts')>();
  return { ...actual, serverSign: vi.fn(actual.serverSign) };
});

describe('signature checks', () => {
  it('refuses a wrong platform, a malformed sign and an expired timestamp before hashing anything', async () => {
    const server = testServer();
    const hashing = vi.mocked(serverSign);
    hashing.mockClear();
    const big = { blob: 'z'.repeat(500_000) };
    expect((await server.call('POST', '/v1/address/format', { body: big, omit: ['platform'] })).code).toBe(10001);
    expect((await server.call('POST', '/v1/address/format', { body: big, sign: 'not-a-signature' })).code).toBe(10001);
    expect((await server.call('POST', '/v1/address/format', { body: big, offset: -3600 })).code).toBe(10002);
    expect(hashing).not.toHaveBeenCalled();
    expect((await server.call('POST', '/v1/address/format', { body: { address: '北京市朝阳区' } })).code).toBe(0);
    expect(hashing).toHaveBeenCalledTimes(1);
  });

  it('computes with node:crypto exactly the signature the client computes with crypto-js', () => {
    const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.boolean(), fc.jsonValue());
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), value), fc.string(), (fields, secret) => {
        expect(serverSign(fields, secret)).toBe(sign(fields, secret));
      }),
      { numRuns: 300 },
    );
  });
});
