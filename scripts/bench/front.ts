/**
 * The production front's drawing speed (issue 36): the double (API only) and the front (server/front/cli.ts)
 * run as separate processes, as deployed; a 300-node component page (fixtures/pages/106.json) is fetched
 * from the front: the first page after the front started, cold pages (each URL new, so read from the back
 * end and drawn afresh) and warm ones (a drawing the front keeps), medians printed; then the throughput
 * of a drawn anonymous page with autocannon. Needs a build with its drawing code (`npm run build`).
 * Writes bench/results/front.json.
 *
 * BENCH_FRONT_DIST (default dist), BENCH_FRONT_RUNS (default 30), BENCH_FRONT_SECONDS (autocannon, default 10),
 * BENCH_FRONT_CONNECTIONS (default 16).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
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

async function main(): Promise<void> {
  if (!existsSync(join(DIST, DRAWING_ENTRY))) throw new Error(`${DIST} has no drawing code: run npm run build first`);
  const [apiPort, frontPort] = [await freePort(), await freePort()];
  const api = await startServer('server/cli.ts', ['--port', String(apiPort), '--host', '127.0.0.1', '--data-dir', 'bench/tmp/front-api', '--reset', '--quiet'], `http://127.0.0.1:${apiPort}/v1/config/get`);
  const base = `http://127.0.0.1:${frontPort}`;
  const front = await startServer('server/front/cli.ts', ['--api', `http://127.0.0.1:${apiPort}`, '--secret', 'dev-secret', '--port', String(frontPort), '--host', '127.0.0.1', '--dist', DIST, '--quiet'], `${base}/mall/mine`);
  try {
    const page = (extra: string) => `${base}/active/component-active?id=${PAGE_ID}${extra}`;
    const first = await timed(page('&run=first'));
    const cold: number[] = [];
    for (let run = 0; run < RUNS; run += 1) cold.push(await timed(page(`&run=${run}`)));
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await timed(page('&run=0')));
    // The version is pinned here and in package.json's devDependencies.
    const output = execFileSync('npx', ['--yes', 'autocannon@9.0.0', '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), '-H', 'accept-encoding=gzip', page('&run=0')], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const load = JSON.parse(output) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
      page: { id: PAGE_ID, nodes: NODES },
      first_after_start_ms: round(first),
      cold_median_ms: round(median(cold)),
      warm_median_ms: round(median(warm)),
      throughput: { connections: CONNECTIONS, seconds: SECONDS, requests_per_s: load.requests.average, p50_ms: load.latency.p50, p99_ms: load.latency.p99, non2xx: load.non2xx, errors: load.errors },
    };
    console.log(`front: ${NODES}-node page, first after start ${result.first_after_start_ms} ms, cold median ${result.cold_median_ms} ms, warm median ${result.warm_median_ms} ms (${RUNS} each)`);
    console.log(`front: drawn anonymous page, ${CONNECTIONS} connections for ${SECONDS} s: ${load.requests.average} requests/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.non2xx} not 2xx, ${load.errors} errors`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/front.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await front.stop();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
