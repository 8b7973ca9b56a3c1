/**
 * The API passed through to the back end, for a build whose client calls its own origin (VITE_API_BASE
 * empty, CONTRACT §1). Bytes go through as they are, both ways and streamed (node:http, not fetch, which
 * would decompress an answer and leave its Content-Encoding): the shopper's token, the signature and the
 * back end's answers are the back end's business alone, as are an editor's operator token and drafts
 * (`/admin/v1/*`, CONTRACT §9). Nothing is kept.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { apiUrl } from './http-reads.ts';

/** Headers of one connection, not of the message (RFC 9110 §7.6.1), and Host, which names the back end now. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/** The paths of the API (CONTRACT §2: new-style `/v1/...`, old-style `/1/...`; §9: the back office's `/admin/v1/...`). */
export const API_PATTERNS = ['/v1/*', '/1/*', '/admin/v1/*'];

/** What the client meets when the back end cannot be reached: its transport message (mall-spec §8), with its retry. */
const BAD_GATEWAY = 502;

function passedHeaders(headers: IncomingHttpHeaders): Headers {
  const passed = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) passed.append(name, item);
  }
  return passed;
}

export function apiProxy(api: string): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise((resolve) => {
      const incoming = new URL(request.url);
      const target = new URL(apiUrl(api, `${incoming.pathname}${incoming.search}`));
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) headers[name] = value;
      });
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(target, { method: request.method, headers }, (answer) => {
        const status = answer.statusCode ?? BAD_GATEWAY;
        const body = status === 204 || status === 304 || request.method === 'HEAD' ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, headers: passedHeaders(answer.headers) }));
      });
      outgoing.on('error', () => resolve(new Response(null, { status: BAD_GATEWAY })));
      // A visitor who went away: the back end's work for them stops too.
      request.signal.addEventListener('abort', () => outgoing.destroy(), { once: true });
      if (request.body) Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>).pipe(outgoing);
      else outgoing.end();
    });
}
