/**
 * One request passed on to a local http:// server and its answer passed back: what the bench's proxies
 * do (./http2-terminator.ts in front of a server, ./header-variants.ts between a page and its server).
 * Measurement only.
 */
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { Readable, Writable } from 'node:stream';

/** Connection-level headers: each hop sets its own (and HTTP/2 forbids them). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** A request as an HTTP/1.1 or an HTTP/2 server hands it over. */
export interface IncomingRequest extends Readable {
  headers: IncomingHttpHeaders;
  method?: string | undefined;
  url?: string | undefined;
}

/** Its response, of either server. */
export interface OutgoingResponse extends Writable {
  readonly headersSent: boolean;
  writeHead: (status: number, headers?: OutgoingHttpHeaders) => unknown;
}

/**
 * Passes `incoming` on to `upstream` and its answer back to `outgoing`, the answer's headers as
 * `answerHeaders` makes them (by default unchanged). An upstream that cannot be reached answers 502.
 */
export function forward(
  upstream: URL,
  incoming: IncomingRequest,
  outgoing: OutgoingResponse,
  answerHeaders: (headers: IncomingHttpHeaders) => OutgoingHttpHeaders = (headers) => headers,
): void {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    // Pseudo-headers (`:path`) are HTTP/2's; the host is the upstream's.
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name) && name !== 'host') headers[name] = value;
  }
  headers.host = upstream.host;
  const passed = request({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
    const kept: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
    outgoing.writeHead(answer.statusCode ?? 502, answerHeaders(kept));
    answer.pipe(outgoing);
  });
  passed.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(passed);
}
