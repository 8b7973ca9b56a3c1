/**
 * `tsx server/front/cli.ts --api URL --secret S` (`npm run front -- ...`): the production front.
 * Run with --help for the options.
 */
import { resolve } from 'node:path';
import { listen, optionValues, runCli, UsageError } from '../node-cli.ts';
import { createFront } from './app.ts';

const HELP = `Usage: tsx server/front/cli.ts --api <url> --secret <s> [options]   (npm run front -- ...)
Serves a build and draws its first screens from the answers of the back end at --api (signed, anonymous
GETs). Stateless but for drawings and drawn pages kept --cache-seconds: run several behind a load balancer.
  --api <url>             the back end's base URL (required)
  --secret <s>            its signing secret (env SIGN_SECRET; required)
  --port <n>              port (env PORT, default 4180)
  --host <addr>           bind address (default 0.0.0.0)
  --dist <dir>            the build to serve (default dist)
  --cache-seconds <n>     reuse a drawing for <n> s and let shared caches keep a drawn page as long
                          (s-maxage); 0 turns both off (default 30)
  --stale-seconds <n>     stale-while-revalidate of a drawn page (default 30)
  --page-cache-mb <n>     keep drawn anonymous pages whole, gzip included, in up to <n> MB (at most 200
                          pages), fresh --cache-seconds, then stale --stale-seconds while one refresh
                          runs; 0 keeps none (default 64)
  --api-timeout-ms <n>    the first reads of a page wait this long, then it is served undrawn (default 300)
  --no-proxy-api          do not pass /v1/*, /1/* and /admin/v1/* to the back end (a build made with VITE_API_BASE
                          set calls the API directly)
  --pass <prefix>         also pass paths under <prefix> to the back end (repeatable; the demo double's
                          pictures: --pass /static/img/)
  --quiet                 no log lines
  --help`;

function count(value: string, name: string, min: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new UsageError(`--${name} must be a whole number of at least ${min} (got ${value})`);
  return parsed;
}

function main(): void {
  const values = optionValues({
    api: { type: 'string' },
    secret: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '0.0.0.0' },
    dist: { type: 'string', default: 'dist' },
    'cache-seconds': { type: 'string', default: '30' },
    'stale-seconds': { type: 'string', default: '30' },
    'page-cache-mb': { type: 'string', default: '64' },
    'api-timeout-ms': { type: 'string', default: '300' },
    'no-proxy-api': { type: 'boolean', default: false },
    pass: { type: 'string', multiple: true, default: [] },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const api = values.api ?? '';
  if (!/^https?:\/\/[^/]/.test(api)) throw new UsageError('--api must be the back end\'s http(s) URL');
  const secret = values.secret ?? process.env.SIGN_SECRET;
  if (!secret) throw new UsageError('--secret (or env SIGN_SECRET) is required: the back end refuses unsigned reads');
  const port = count(values.port ?? process.env.PORT ?? '4180', 'port', 1);
  const dist = resolve(values.dist);
  const passPaths = values.pass;
  const badPrefix = passPaths.find((prefix) => !/^\/[\w./-]*$/.test(prefix) || prefix.startsWith('/assets'));
  if (badPrefix !== undefined) throw new UsageError(`--pass takes a path prefix such as /static/img/ (got ${badPrefix})`);
  const log = values.quiet ? () => {} : (line: string) => console.log(line);

  const app = createFront({
    dist,
    api,
    secret,
    apiTimeoutMs: count(values['api-timeout-ms'], 'api-timeout-ms', 1),
    cacheSeconds: count(values['cache-seconds'], 'cache-seconds', 0),
    staleSeconds: count(values['stale-seconds'], 'stale-seconds', 0),
    pageCacheMb: count(values['page-cache-mb'], 'page-cache-mb', 0),
    proxyApi: !values['no-proxy-api'],
    passPaths,
    log,
  });
  listen(app.fetch, port, values.host, () => {
    log(`front: http://${values.host}:${port}/ serving ${dist}, reading ${api}${values['no-proxy-api'] ? '' : ' (API passed through)'}`);
  });
}

runCli(main);
