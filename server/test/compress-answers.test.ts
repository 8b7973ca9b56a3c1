import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sign } from '../../src/contract/signed-call.ts';
import { testServer, type TestServer } from './helpers.ts';

/** A signed GET as a browser sends it, answered as it goes on the wire. */
async function signedGet(server: TestServer, path: string, query: Record<string, string>, acceptEncoding?: string): Promise<Response> {
  const fields: Record<string, string> = { platform: 'h5', timestamp: String(server.deps.clock.now()), ...query };
  fields.sign = sign(fields, server.options.secret);
  return server.app.request(`${path}?${new URLSearchParams(fields)}`, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});
}

describe("the API's answers on the wire", () => {
  it('gzips a long answer whole, with its length, to a client that takes gzip', async () => {
    const server = testServer();
    const plain = await signedGet(server, '/v1/component/page/info/get', { id: '106' });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(text.length).toBeGreaterThan(1024);

    const gzipped = await signedGet(server, '/v1/component/page/info/get', { id: '106' }, 'gzip, deflate, br');
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gzipped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(gunzipSync(bytes).toString()).toBe(text);
  });

  it('sends a short answer as it is, and any answer as it is to a client that does not take gzip', async () => {
    const server = testServer();
    const short = await signedGet(server, '/v1/config/get', {}, 'gzip');
    expect(short.headers.get('content-encoding')).toBeNull();
    const shortText = await short.text();
    expect(short.headers.get('content-length')).toBe(String(Buffer.byteLength(shortText)));
    expect(JSON.parse(shortText)).toMatchObject({ code: 0 });

    const refused = await signedGet(server, '/v1/component/page/info/get', { id: '106' }, 'gzip;q=0, identity');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await refused.text())).toMatchObject({ code: 0, data: { id: 106 } });
  });

  it('answers an error in its envelope, readable as it is', async () => {
    const server = testServer();
    const missing = await signedGet(server, '/v1/component/page/info/get', { id: '999999' }, 'gzip');
    expect(missing.headers.get('content-encoding')).toBeNull();
    expect(await missing.json()).toMatchObject({ code: expect.any(Number), msg: '页面不存在' });
  });
});
