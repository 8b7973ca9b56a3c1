/**
 * The price of a page's response headers. Serves a running server's pages through one proxy per
 * variant, each leaving some of a page's (an HTML answer's) headers out; paired.ts or trace-compare.ts
 * then load the same page through each. The security headers cost a landing time (README, "What the
 * static path's time is made of": COOP gives the landing a renderer process of its own), and keeping one
 * is a decision between security and speed: this says what it costs. Measurement only: every proxy
 * forwards every request alike, so the "as served" one is the baseline, not the server itself.
 *
 *   npx tsx scripts/bench/header-variants.ts http://127.0.0.1:4601 [--port 4700]
 *
 * prints one origin per variant (ports from --port on; free ones without it) and serves until stopped.
 */
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SECURITY_HEADERS } from '../../server/front/security-headers.ts';
import { forward } from './forward.ts';

export interface HeaderVariant {
  name: string;
  /** Headers a page is served without (lower case). */
  without: readonly string[];
}

export const HEADER_VARIANTS: readonly HeaderVariant[] = [
  { name: 'as served', without: [] },
  { name: 'without COOP', without: ['cross-origin-opener-policy'] },
  { name: 'without the CSP', without: ['content-security-policy'] },
  { name: 'without any security header', without: Object.keys(SECURITY_HEADERS) },
];

/** An answer's headers as `variant` passes them on: only a page (HTML) loses any. */
export function headersFor(variant: HeaderVariant, headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const isPage = /^text\/html\b/i.test(String(headers['content-type'] ?? ''));
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !(isPage && variant.without.includes(name.toLowerCase()))) kept[name] = value;
  }
  return kept;
}

/** Starts `variant`'s proxy in front of `upstream` on `port` (0: a free one); resolves to its origin. */
export async function startHeaderVariant(upstream: string, variant: HeaderVariant, port = 0): Promise<{ origin: string; close: () => void }> {
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => forward(target, incoming, outgoing, (headers) => headersFor(variant, headers)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${bound}`, close: () => void server.close() };
}

function parseArguments(argv: string[]): { upstream: string; firstPort: number } {
  let upstream: string | undefined;
  let firstPort = 0;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--port') firstPort = Number(argv[++index]);
    else upstream = arg;
  }
  if (!upstream || !Number.isInteger(firstPort) || firstPort < 0) throw new Error('usage: header-variants.ts UPSTREAM_ORIGIN [--port FIRST_PORT]');
  return { upstream, firstPort };
}

async function main(argv: string[]): Promise<void> {
  const { upstream, firstPort } = parseArguments(argv);
  for (const [index, variant] of HEADER_VARIANTS.entries()) {
    const { origin } = await startHeaderVariant(upstream, variant, firstPort && firstPort + index);
    console.log(`${origin}  ${variant.name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
