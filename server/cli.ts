/**
 * `tsx server/cli.ts [options]` — the embedded API server (and optionally a built SPA).
 * Run with --help for the options.
 */
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { buildHasDemoTools, lanAddresses, startupBanner } from './banner.ts';
import { DIALECTS, isDialect } from './dialect/dialects.ts';
import { listen, optionValues, runCli, UsageError } from './node-cli.ts';
import type { ServerMode } from './options.ts';

const HELP = `Usage: tsx server/cli.ts [options]
  --port <n>            port (env PORT, default 4173)
  --host <addr>         bind address (default 0.0.0.0)
  --serve <dir>         also serve a built SPA from <dir> (history-mode fallback)
  --data-dir <dir>      state directory (default .data)
  --reset               reseed state from fixtures/demo
  --clock-skew <s>      run the server clock <s> seconds off real time
  --secret <s>          signing secret (env SIGN_SECRET, default dev-secret)
  --admin-token <t>     operator token of the back-office calls /admin/v1 (env ADMIN_TOKEN;
                        default: a new one at each start, printed in the start-up lines)
  --mode <m>            demo | record | replay (default demo)
  --upstream <url>      record mode: the real API to proxy to
  --fixtures <dir>      record writes / replay reads fixtures here (default fixtures/recorded)
  --wechat-sim          serve and inject the WeChat stand-in (default on with --serve)
  --no-wechat-sim       never inject it
  --no-prime            serve pages without their first answers (server/front/primed.ts), as a plain static host would
  --no-draw             serve pages without a server-drawn first screen (server/front/draw.ts)
  --dialect <d>         how answers are written (env DIALECT, default strict):
                          strict   this server's own wire
                          loose    as a PHP-style back office: flags as true/"1"/1, numbers as strings,
                                   "" or null, [] or null, an unknown extra field
                          minimal  only the fields mall-spec §3 lists
                        page documents are never changed; record mode saves the upstream's own answers
  --test-hooks          enable /__admin (faults, request log, reset, clock, sms, dialect)
  --quiet               no log lines (requests, SMS codes)
  --help`;

function main(): void {
  const values = optionValues({
    port: { type: 'string' },
    host: { type: 'string', default: '0.0.0.0' },
    serve: { type: 'string' },
    'data-dir': { type: 'string', default: '.data' },
    reset: { type: 'boolean', default: false },
    'clock-skew': { type: 'string', default: '0' },
    secret: { type: 'string' },
    'admin-token': { type: 'string' },
    mode: { type: 'string', default: 'demo' },
    upstream: { type: 'string', default: '' },
    fixtures: { type: 'string' },
    'wechat-sim': { type: 'boolean' },
    'no-wechat-sim': { type: 'boolean' },
    'no-prime': { type: 'boolean', default: false },
    'no-draw': { type: 'boolean', default: false },
    dialect: { type: 'string' },
    'test-hooks': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const mode = values.mode as ServerMode;
  if (!['demo', 'record', 'replay'].includes(mode)) throw new UsageError(`--mode must be demo, record or replay (got ${values.mode})`);
  const dialect = values.dialect ?? (process.env.DIALECT || 'strict');
  if (!isDialect(dialect)) throw new UsageError(`--dialect must be one of ${DIALECTS.join(', ')} (got ${dialect})`);
  const port = Number(values.port ?? process.env.PORT ?? 4173);
  const skew = Number(values['clock-skew']);
  if (!Number.isInteger(port) || port <= 0) throw new UsageError('--port must be a port number');
  if (!Number.isFinite(skew)) throw new UsageError('--clock-skew must be a number of seconds');
  const serveDir = values.serve ? resolve(values.serve) : '';
  const adminToken = values['admin-token'] || process.env.ADMIN_TOKEN || undefined;
  const wechatSim = values['no-wechat-sim'] ? false : (values['wechat-sim'] ?? Boolean(serveDir));

  const created = createApp({
    dataDir: resolve(values['data-dir']),
    reset: values.reset,
    clockSkew: skew,
    secret: values.secret ?? process.env.SIGN_SECRET ?? 'dev-secret',
    ...(adminToken ? { adminToken } : {}),
    mode,
    upstream: values.upstream,
    ...(values.fixtures ? { fixturesDir: resolve(values.fixtures) } : {}),
    wechatSim,
    primeFirstReads: !values['no-prime'],
    drawFirstScreens: !values['no-draw'],
    testHooks: values['test-hooks'],
    dialect,
    quiet: values.quiet,
    logRequests: !values.quiet,
    serveDir,
  });

  listen(
    created.app.fetch,
    port,
    values.host,
    () => {
      const banner = startupBanner({
        port,
        host: values.host,
        lanAddresses: lanAddresses(),
        mode,
        serveDir,
        demoTools: serveDir !== '' && buildHasDemoTools(serveDir),
        wechatSim,
        testHooks: values['test-hooks'],
        dialect,
        clockSkew: skew,
        // Printed even with --quiet, as the rest of these lines: a generated token is of no use unseen.
        adminToken: { value: created.options.adminToken, generated: !adminToken },
      });
      console.log(`\n${banner.join('\n')}\n`);
    },
    () => created.close(),
  );
  process.on('exit', () => created.close());
}

runCli(main);
