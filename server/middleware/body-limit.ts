/**
 * A cap on request bodies, checked before anything reads one: a declared Content-Length over the cap
 * is refused unread, and a streamed (chunked) body is read only up to the cap. Without it a single
 * unsigned 10 MB POST was buffered, logged and hashed before its signature was even looked at.
 *
 * The accepted bytes are put back on the request, so every later reader (`c.req.text()`,
 * `c.req.json()`) sees an ordinary, already-bounded body.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context.ts';
import { CODE, fail } from '../envelope.ts';

export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** The answer to an oversized body, in the API's envelope so a client shows its message. */
export const TOO_LARGE = fail(CODE.TOO_LARGE, '请求数据过大');

/** Reads at most `max` bytes; undefined when the body is longer (the rest is left unread). */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function limitBody(maxBytes: number): MiddlewareHandler<Env> {
  return async (c, next) => {
    const raw = c.req.raw;
    if (raw.method === 'GET' || raw.method === 'HEAD' || raw.body === null) return next();
    const declared = raw.headers.get('content-length');
    // The unread rest is the adapter's: it drains a little (so the client sees this answer) or closes.
    if (declared !== null && !(Number(declared) <= maxBytes)) return c.json(TOO_LARGE, 413);
    const bytes = await readAtMost(raw.body, maxBytes);
    if (!bytes) return c.json(TOO_LARGE, 413);
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes });
    return next();
  };
}
