import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../middleware/body-limit.ts';
import { testServer } from './helpers.ts';

const TOO_LARGE = { code: 41300, msg: '请求数据过大', data: null };

/** A body stream of `total` bytes in 64 KB chunks that counts how much of it was pulled. */
function countedStream(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(65536, total - sent)).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

const post = (stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): RequestInit =>
  ({ method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json', ...headers } }) as RequestInit;

describe('request body limit', () => {
  it('refuses a declared Content-Length over 1 MB with 413 and an envelope, without reading the body', async () => {
    const server = testServer();
    const body = countedStream(10 * 1024 * 1024);
    const res = await server.raw('POST', '/v1/customer/address/add?platform=h5', post(body.stream, { 'content-length': String(10 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    // At most the one chunk a stream queues by itself.
    expect(body.pulled()).toBeLessThanOrEqual(65536);
  });

  it('stops reading a streamed (chunked) body just past 1 MB', async () => {
    const server = testServer();
    const body = countedStream(10 * 1024 * 1024);
    const res = await server.raw('POST', '/v1/customer/address/add?platform=h5', post(body.stream));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(body.pulled()).toBeLessThan(API_BODY_LIMIT_BYTES + 3 * 65536);
  });

  it('lets a body up to the limit through to the handlers', async () => {
    const server = testServer();
    const text = JSON.stringify({ address: 'x'.repeat(API_BODY_LIMIT_BYTES - 100) });
    const res = await server.raw('POST', '/v1/address/format?platform=h5', post(streamOf(text)));
    expect(res.status).toBe(200);
    // Read and parsed: it reaches the signature check.
    expect(await res.json()).toMatchObject({ code: 10001 });
  });

  it('covers the CSP report and the test hooks too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    const server = testServer({ serveDir: dir });
    for (const path of ['/__csp-report', '/__admin/faults']) {
      const res = await server.raw('POST', path, post(countedStream(2 * 1024 * 1024).stream));
      expect(res.status, path).toBe(413);
    }
    expect((await server.raw('POST', '/__csp-report', { method: 'POST', body: '{"csp-report":{}}' })).status).toBe(204);
  });
});

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 65536) controller.enqueue(bytes.slice(at, at + 65536));
      controller.close();
    },
  });
}

describe('request log', () => {
  it('is kept only with --test-hooks', async () => {
    const server = testServer({ testHooks: false });
    await server.call('GET', '/v1/index/get');
    await server.call('POST', '/v1/address/format', { body: { address: '北京市朝阳区建国路88号' } });
    expect(server.requests.find()).toEqual([]);
  });

  it('keeps small bodies whole and only a preview of a large one', async () => {
    const server = testServer();
    await server.call('POST', '/v1/address/format', { body: { address: '北京市朝阳区建国路88号' } });
    await server.raw('POST', '/v1/address/format?platform=h5', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: 'y'.repeat(200_000) }),
    });
    const res = await server.raw('GET', '/__admin/requests?path=/v1/address/format');
    const { requests } = (await res.json()) as { requests: { body: Record<string, unknown>; body_chars?: number }[] };
    expect(requests[0]?.body).toEqual({ address: '北京市朝阳区建国路88号' });
    expect(requests[0]?.body_chars).toBeUndefined();
    expect(requests[1]?.body_chars).toBe(200_000 + '{"address":""}'.length);
    expect(String(requests[1]?.body._preview).length).toBe(4096);
  });
});
