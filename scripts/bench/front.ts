/**
 * The production front's drawing speed (issue 36): the double (API only) and the front (server/front/cli.ts)
 * run as separate processes, as deployed; a 300-node component page (fixtures/pages/106.json) is fetched
 * from the front: the first page after the front started, cold pages (each URL new, so read from the back
 * end and drawn afresh) and warm ones (the same URL again), medians printed; then the throughput of a
 * drawn anonymous page with autocannon. All of it twice: with the front's page cache (server/front/page-cache.ts:
 * a warm page is served whole as kept) and without it (`--page-cache-mb 0`: a warm page reuses its drawing
 * but is read from the back end and gzipped again). Needs a build with its drawing code (`npm run build`).
 * Writes bench/results/front.json.
 *
 * BENCH_FRONT_DIST (default dist), BENCH_FRONT_RUNS (default 30), BENCH_FRONT_SECONDS (autocannon, default 10),
 * BENCH_FRONT_CONNECTIONS (default 16).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DRAWING_ENTRY } from '../../server/front/draw.ts';
import { freePort, startServer } from '../../tests/e2e/support/spawned.ts';
import { median } from './stats.ts';

const DIST = process.env.BENCH_FRONT_DIST ?? 'dist';
const RUNS = Number(process.env.BENCH_FRONT_RUNS ?? 30);
const SECONDS = Number(process.env.BENCH_FRONT_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_FRONT_CONNECTIONS ?? 16);
const PAGE_ID = 106;
/** Nodes at every depth, as the fixture generator counts them. */
const countNodes = (nodes: Array<{ children?: unknown }>): number =>
  nodes.reduce((total, node) => total + 1 + (Array.isArray(node.children) ? countNodes(node.children as Array<{ children?: unknown }>) : 0), 0);
const NODES = countNodes((JSON.parse(readFileSync(`fixtures/pages/${PAGE_ID}.json`, 'utf8')) as { nodes: Array<{ children?: unknown }> }).nodes);

const round = (ms: number) => Math.round(ms * 10) / 10;

/** One page fetched whole; fails the bench when it did not come drawn. */
async function timed(url: string): Promise<number> {
  const started = performance.now();
  const html = await (await fetch(url)).text();
  const took = performance.now() - started;
  if (!html.includes('<div id="root" data-server-drawn>')) throw new Error(`${url} was not drawn`);
  return took;
}

interface Figures {
  first_after_start_ms: number;
  cold_median_ms: number;
  warm_median_ms: number;
  throughput: { requests_per_s: number; p50_ms: number; p99_ms: number; non2xx: number; errors: number };
}

/** One front on the back end at `api`, measured; `extra` are its flags beyond the common ones. */
async function measure(api: string, extra: string[]): Promise<Figures> {
  const base = `http://127.0.0.1:${await freePort()}`;
  const port = new URL(base).port;
  const front = await startServer('server/front/cli.ts', ['--api', api, '--secret', 'dev-secret', '--port', port, '--host', '127.0.0.1', '--dist', DIST, '--quiet', ...extra], `${base}/mall/mine`);
  try {
    const page = (run: string) => `${base}/active/component-active?id=${PAGE_ID}&run=${run}`;
    const first = await timed(page('first'));
    const cold: number[] = [];
    for (let run = 0; run < RUNS; run += 1) cold.push(await timed(page(String(run))));
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await timed(page('0')));
    // The version is pinned here and in package.json's devDependencies.
    const output = execFileSync('npx', ['--yes', 'autocannon@9.0.0', '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), '-H', 'accept-encoding=gzip', page('0')], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const load = JSON.parse(output) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
    return {
      first_after_start_ms: round(first),
      cold_median_ms: round(median(cold)),
      warm_median_ms: round(median(warm)),
      throughput: { requests_per_s: load.requests.average, p50_ms: load.latency.p50, p99_ms: load.latency.p99, non2xx: load.non2xx, errors: load.errors },
    };
  } finally {
    await front.stop();
  }
}

function report(name: string, figures: Figures): void {
  const { throughput: load } = figures;
  console.log(`front, ${name}: ${NODES}-node page, first after start ${figures.first_after_start_ms} ms, cold median ${figures.cold_median_ms} ms, warm median ${figures.warm_median_ms} ms (${RUNS} each)`);
  console.log(`front, ${name}: drawn anonymous page, ${CONNECTIONS} connections for ${SECONDS} s: ${load.requests_per_s} requests/s, p50 ${load.p50_ms} ms, p99 ${load.p99_ms} ms, ${load.non2xx} not 2xx, ${load.errors} errors`);
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, DRAWING_ENTRY))) throw new Error(`${DIST} has no drawing code: run npm run build first`);
  const apiPort = await freePort();
  const api = await startServer('server/cli.ts', ['--port', String(apiPort), '--host', '127.0.0.1', '--data-dir', 'bench/tmp/front-api', '--reset', '--quiet'], `http://127.0.0.1:${apiPort}/v1/config/get`);
  try {
    const loadAverage = round(loadavg()[0] ?? 0);
    const withPageCache = await measure(`http://127.0.0.1:${apiPort}`, []);
    report('page cache', withPageCache);
    const withoutPageCache = await measure(`http://127.0.0.1:${apiPort}`, ['--page-cache-mb', '0']);
    report('no page cache', withoutPageCache);
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', load_average_1m: loadAverage },
      page: { id: PAGE_ID, nodes: NODES },
      autocannon: { connections: CONNECTIONS, seconds: SECONDS },
      page_cache: withPageCache,
      no_page_cache: withoutPageCache,
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/front.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
