import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/build/precompress.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../src/contract/index.ts';
import { clientText } from '../log-text.ts';
import { MAX_WRONG_GUESSES } from '../state/sms-codes.ts';
import { testServer } from './helpers.ts';

const json = { 'content-type': 'application/json' };
const BAD_PARAM = { code: 40000, msg: '请求数据格式错误', data: null };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SMS code guesses', () => {
  it('allows five wrong guesses per code; then even the right code needs a new one', async () => {
    const server = testServer();
    const mobile = '13712345670';
    await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile, type: 'slogin' } });
    const code = server.deps.store.state.sms[mobile]!.code;
    const wrong = code === '000000' ? '000001' : '000000';
    const login = (captcha: string) => server.call<LoginResult>('POST', '/v1/customer/login/captcha_login', { body: { mobile, captcha } });

    for (let n = 1; n < MAX_WRONG_GUESSES; n++) expect(await login(wrong)).toEqual({ code: 40021, msg: '验证码错误', data: null });
    const locked = { code: 40022, msg: '验证码错误次数过多，请重新获取验证码', data: null };
    expect(await login(wrong)).toEqual(locked);
    expect(await login(code)).toEqual(locked);
    expect(await server.call('POST', '/v1/customer/sms_captcha_check', { body: { mobile, captcha: code } })).toEqual(locked);

    server.advance(61);
    await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile, type: 'slogin' } });
    expect((await login(server.deps.store.state.sms[mobile]!.code)).code).toBe(0);
  });
});

describe('log lines from clients', () => {
  it('escapes newlines and control characters', () => {
    expect(clientText('a\nb\r\u001b[31m\u2028c\\')).toBe('a\\nb\\r\\u001b[31m\\u2028c\\\\');
    expect(clientText('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…(50 chars)`);
  });

  it('cannot forge a line through a CSP report or a request path', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const dir = mkdtempSync(join(tmpdir(), 'h5-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    const server = testServer({ serveDir: dir, quiet: false, logRequests: true });
    await server.raw('POST', '/__csp-report', { body: '{"csp-report":1}\n[error] GET /v1/pay: forged', headers: { 'content-type': 'application/csp-report' } });
    await server.raw('GET', '/v1/%0A%5Berror%5D%20forged');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).not.toMatch(/[\n\r]/);
    expect(lines.some((line) => line.startsWith('[csp]') && line.includes('\\n[error] GET /v1/pay: forged'))).toBe(true);
  });
});

describe('request bodies that do not parse', () => {
  const server = testServer();

  it('answers the parameter error to JSON nested 10⁵ deep', async () => {
    const deep = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await server.raw('POST', '/v1/address/format?platform=h5', { headers: json, body: deep });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(BAD_PARAM);
  });

  it('answers the parameter error to a body that is not JSON', async () => {
    const res = await server.raw('POST', '/v1/address/format?platform=h5', { headers: json, body: '{"address":' });
    expect(await res.json()).toEqual(BAD_PARAM);
  });

  it('accepts ordinary nesting', async () => {
    const token = await server.login();
    const res = await server.call('POST', '/v1/trade/order/confirm', { token, body: { buy_product: { 1001: 1 }, buy_type: 2, extra: { a: [{ b: [1] }] } } });
    expect(res.code).toBe(0);
  });
});

describe('static files', () => {
  it('does not serve build manifests or other dot-paths', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    const server = testServer({ serveDir: dir, primeFirstReads: false });
    for (const path of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/.vite/', '/assets/../.vite/manifest.json']) {
      const res = await server.raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('src/main.tsx');
    }
    expect((await server.raw('GET', '/favicon.svg')).status).toBe(200);
  });

  it('leaves the document-only headers off the files a page loads, not off what could be opened as a page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'main-abc.js'), 'export {};\n');
    writeFileSync(join(dir, 'assets', 'main-abc.css'), 'a{}\n');
    const server = testServer({ serveDir: dir, primeFirstReads: false });
    for (const path of ['/assets/main-abc.js', '/assets/main-abc.css']) {
      const res = await server.raw('GET', path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy']) expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
    for (const path of ['/icon.svg', '/mall/portal']) {
      const res = await server.raw('GET', path);
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  /** A served build whose assets hold one large script (files added later are served too: nothing is listed up front). */
  function servedScript() {
    const dir = mkdtempSync(join(tmpdir(), 'h5-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    mkdirSync(join(dir, 'assets'));
    const script = `export const greeting = ${JSON.stringify('你好'.repeat(2000))};\n`;
    writeFileSync(join(dir, 'assets', 'main-abc.js'), script);
    const server = testServer({ serveDir: dir, primeFirstReads: false });
    const fetchScript = (encoding: string) => server.raw('GET', '/assets/main-abc.js', { headers: { 'accept-encoding': encoding } });
    return { dir, script, fetchScript };
  }

  it('gzips a built script once and serves the same bytes until the file changes', async () => {
    const { dir, script, fetchScript } = servedScript();
    const first = await fetchScript('gzip, deflate, br');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(gunzipSync(firstBytes).toString()).toBe(script);
    expect(Buffer.from(await (await fetchScript('gzip')).arrayBuffer()).equals(firstBytes)).toBe(true);
    const plain = await fetchScript('gzip;q=0, identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    writeFileSync(join(dir, 'assets', 'main-abc.js'), `${script}// changed\n`);
    const changed = await fetchScript('gzip');
    expect(gunzipSync(Buffer.from(await changed.arrayBuffer())).toString()).toBe(`${script}// changed\n`);
  });

  it("serves the build's brotli copy to a browser that takes it, its gzip copy to one that takes only gzip", async () => {
    const { dir, script, fetchScript } = servedScript();
    writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'export{};');
    writeFileSync(join(dir, 'assets', 'picture-abc.png'), 'not text');
    // Only what is text and shrinks gets a copy: two for the script, none for the tiny file or the picture.
    expect(precompress(join(dir, 'assets'))).toEqual({ files: 2, written: 2 });
    const brotli = await fetchScript('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const gzipped = await fetchScript('gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
    const plain = await fetchScript('br;q=0, gzip;q=0');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});

describe('files the served build does not have', () => {
  it('are 404, not the app\'s page: a hashed asset, a video or picture under /static/', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    const server = testServer({ serveDir: dir });
    for (const path of ['/assets/index-gone.js', '/static/video/venue.mp4', '/static/file.pdf']) {
      const res = await server.raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toContain('text/html');
    }
    expect((await server.raw('GET', '/mall/portal')).status).toBe(200);
  });
});
