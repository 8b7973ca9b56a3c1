import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../server/front/security-headers.ts';
import { HEADER_VARIANTS, headersFor, startHeaderVariant, type HeaderVariant } from './header-variants.ts';

const variant = (name: string): HeaderVariant => {
  const found = HEADER_VARIANTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no variant ${name}`);
  return found;
};

describe('the variants leave out only what they say, and only from pages', () => {
  const page = { 'content-type': 'text/html; charset=utf-8', ...SECURITY_HEADERS, 'cache-control': 'no-cache' };

  it('serves a page without COOP, or without the CSP, and keeps the rest', () => {
    const withoutCoop = headersFor(variant('without COOP'), page);
    expect(withoutCoop['cross-origin-opener-policy']).toBeUndefined();
    expect(withoutCoop['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    const withoutCsp = headersFor(variant('without the CSP'), page);
    expect(withoutCsp['content-security-policy']).toBeUndefined();
    expect(withoutCsp['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('keeps every header as served, and drops every security header in the last variant', () => {
    expect(headersFor(variant('as served'), page)).toEqual(page);
    expect(headersFor(variant('without any security header'), page)).toEqual({ 'content-type': page['content-type'], 'cache-control': 'no-cache' });
  });

  it('never changes a script or any other file', () => {
    const script = { 'content-type': 'text/javascript; charset=utf-8', 'content-security-policy': "default-src 'none'" };
    for (const each of HEADER_VARIANTS) expect(headersFor(each, script)).toEqual(script);
  });
});

describe('a variant in front of a running server', () => {
  let upstream: Server;
  let proxy: { origin: string; close: () => void };

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const isPage = request.url?.startsWith('/page');
      response.writeHead(200, { 'content-type': isPage ? 'text/html' : 'text/javascript', 'cross-origin-opener-policy': 'same-origin', 'x-seen-path': request.url ?? '' });
      response.end(isPage ? '<!doctype html><p>page</p>' : 'export {};');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    proxy = await startHeaderVariant(`http://127.0.0.1:${port}`, variant('without COOP'));
  });

  afterAll(() => {
    proxy.close();
    upstream.close();
  });

  it('passes the request on and the answer back, the page without COOP and the script untouched', async () => {
    const page = await fetch(`${proxy.origin}/page?id=950`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<!doctype html><p>page</p>');
    expect(page.headers.get('x-seen-path')).toBe('/page?id=950');
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    const script = await fetch(`${proxy.origin}/assets/a.js`);
    expect(await script.text()).toBe('export {};');
    expect(script.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
