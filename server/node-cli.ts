/** What the two command lines share (the demo's server/cli.ts and the front's server/front/cli.ts). */
import { Server as HttpServer } from 'node:http';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { serve } from '@hono/node-server';

/** Longer than any client keeps an idle connection (proxies and load balancers use about 60 s). */
const KEEP_ALIVE_MS = 65_000;

/** A bad option: the help is the answer. Any other start-up failure says what went wrong on its own. */
export class UsageError extends Error {}

/** The command line's values; an option it does not know is a UsageError. */
export function optionValues<T extends NonNullable<ParseArgsConfig['options']>>(options: T) {
  try {
    return parseArgs({ options, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Serves `fetch` until SIGINT or SIGTERM; `stopping` runs first (state written to disk). Node closes an
 * idle kept-alive connection after 5 s; a client that reuses it at that moment (a proxy's pool,
 * Playwright's request context, which ignores the Keep-Alive hint) gets a reset with no answer.
 * Outliving the clients' idle connections leaves the closing to them.
 */
export function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, hostname: string, listening: () => void, stopping: () => void = () => {}): void {
  const server = serve({ fetch, port, hostname }, listening);
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Node wants the headers timeout above the keep-alive one.
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopping();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Runs a command line's main: a usage error is followed by where the help is; any failure ends with 1. */
export function runCli(main: () => void): void {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof UsageError) console.error('Run with --help for the options.');
    process.exit(1);
  }
}
