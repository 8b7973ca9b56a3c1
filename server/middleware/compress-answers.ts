/**
 * The API's answers gzipped in one synchronous call, where Hono's `compress()` pipes each through a web
 * CompressionStream. An answer is a few kilobytes of JSON made whole by its handler: gzipping it takes
 * well under a millisecond, while the stream hands it between the event loop and zlib's thread pool several
 * times, and the server then pipes the stream out. On a busy machine (the demo serving a page load on two
 * cores) each hand-over waits for a core: a 300-node page's first reads took 5 ms unloaded but up to 470 ms
 * in some loads, 24 ms at the median; 14 ms answered this way (15 paired loads, 4x CPU).
 *
 * Short answers go as they are, with their length: below a packet's size gzip saves nothing.
 */
import type { MiddlewareHandler } from 'hono';
import { gzipSync } from 'node:zlib';
import { accepts } from '../front/compressed-assets.ts';

/** Hono's threshold for `compress()`. */
const MIN_COMPRESSED_BYTES = 1024;

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.headers.has('content-encoding') || !/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const vary = headers.get('vary');
    if (!vary) headers.set('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
    const gzip = body.byteLength >= MIN_COMPRESSED_BYTES && accepts(c.req.header('accept-encoding'), 'gzip');
    const bytes = gzip ? gzipSync(body) : body;
    if (gzip) headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(bytes.byteLength));
    // Cleared first: Hono would wrap a replacing answer's body in a stream again, and the server would pipe it.
    c.res = undefined;
    c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
  };
}
