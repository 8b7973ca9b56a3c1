/**
 * Load smoke test of the embedded API server: a spawned `server/cli.ts` on a fresh data dir takes
 * concurrent signed reads and order creates from several customers for a few seconds, while a few
 * oversized unsigned POSTs arrive. Reports throughput, p50/p99 per kind, errors, the server's memory,
 * and whether the final stock equals the initial stock minus everything sold. Writes
 * bench/results/server-load.json; exits non-zero on any error or a stock mismatch.
 *
 * BENCH_LOAD_SECONDS (default 10), BENCH_LOAD_CONCURRENCY (default 16), BENCH_LOAD_PORT (default 4610).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { serverSign } from '../../server/sign.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4610);
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'dev-secret';
const DATA_DIR = 'bench/tmp/server-load';
const CUSTOMERS = 8;
/** 499 units, no per-customer limit: sold out part-way through, so both outcomes are exercised. */
const PRODUCT = 1301;
const CREATE_SHARE = 0.2;
const OVERSIZED_POSTS = 10;
const OVERSIZED_BYTES = 8 * 1024 * 1024;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

interface Sample {
  kind: 'read' | 'create';
  ms: number;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1));
}

async function call<T>(method: 'GET' | 'POST', path: string, params: { query?: Record<string, string>; body?: Record<string, unknown>; token?: string } = {}): Promise<{ status: number; envelope: Envelope<T> | undefined }> {
  const query: Record<string, string> = { platform: 'h5', timestamp: String(Math.floor(Date.now() / 1000)), ...params.query };
  query.sign = serverSign({ ...query, ...params.body }, SECRET);
  const headers: Record<string, string> = params.token ? { 'x-token': params.token } : {};
  if (params.body) headers['content-type'] = 'application/json';
  const res = await fetch(`${BASE}${path}?${new URLSearchParams(query)}`, { method, headers, ...(params.body ? { body: JSON.stringify(params.body) } : {}) });
  const text = await res.text();
  let envelope: Envelope<T> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  return { status: res.status, envelope };
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await call('GET', '/v1/config/get')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start on ${BASE}`);
}

async function stockNow(): Promise<number> {
  const res = await call<{ stock: number }>('GET', '/v1/product/detail/get', { query: { product_id: String(PRODUCT) } });
  if (res.envelope?.code !== 0) throw new Error(`product detail failed: ${JSON.stringify(res.envelope)}`);
  return res.envelope.data.stock;
}

async function customer(n: number): Promise<{ token: string; addressId: number }> {
  const mobile = `1390000${String(n).padStart(4, '0')}`;
  const login = await call<{ token: string }>('POST', '/v1/customer/login/captcha_login', { body: { mobile, captcha: '123456' } });
  const token = login.envelope?.data.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.envelope)}`);
  const address = await call<{ id: number }>('POST', '/v1/customer/address/add', {
    token,
    body: { full_name: `压测${n}`, mobile, province: '北京市', province_id: '110000', city: '北京市', city_id: '110100', area: '朝阳区', area_id: '110105', address: `建国路${n}号` },
  });
  if (address.envelope?.code !== 0) throw new Error(`address add failed: ${JSON.stringify(address.envelope)}`);
  return { token, addressId: address.envelope.data.id };
}

const READS: Array<{ path: string; query?: Record<string, string> }> = [
  { path: '/v1/index/get' },
  { path: '/v1/category/index' },
  { path: '/v1/index/footer/product/list', query: { page: '1', tab_id: '0' } },
  { path: '/v1/product/detail/get', query: { product_id: String(PRODUCT) } },
  { path: '/v1/product/detail/get', query: { product_id: '1013' } },
];

async function main(): Promise<void> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync('bench/results', { recursive: true });
  // node itself (not an npx/tsx wrapper), so the pid is the server's own for memory and for stopping it.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--port', String(PORT), '--host', '127.0.0.1', '--data-dir', DATA_DIR, '--reset', '--quiet'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    await waitForServer();
    const shoppers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => customer(n + 1)));
    const initialStock = await stockNow();
    const rssStart = rssMb(server.pid!);

    const samples: Sample[] = [];
    const errors: string[] = [];
    const soldTrades = new Map<string, number>();
    let soldOut = 0;
    let createSeq = 0;
    const deadline = Date.now() + SECONDS * 1000;

    const worker = async (w: number) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const started = performance.now();
        if (Math.random() < CREATE_SHARE) {
          const shopper = shoppers[(w + i) % shoppers.length]!;
          const qty = 1 + (i % 3);
          const seq = ++createSeq;
          // A distinct remark per create: each is a new purchase, not a repeat of the last.
          const res = await call<{ trade_no: string }>('POST', '/v1/trade/order/create', {
            token: shopper.token,
            body: { buy_product: { [PRODUCT]: qty }, buy_type: 2, sale_type: 1, address_id: shopper.addressId, payment_id: 1, open_id: `oLOAD${w}`, remark: { 215: `load ${seq}` } },
          });
          samples.push({ kind: 'create', ms: performance.now() - started });
          if (res.status === 200 && res.envelope?.code === 0) soldTrades.set(res.envelope.data.trade_no, qty);
          else if (res.status === 200 && res.envelope?.code === 40030) soldOut++;
          else errors.push(`create: HTTP ${res.status} ${JSON.stringify(res.envelope)}`);
        } else {
          const read = READS[i % READS.length]!;
          const res = await call('GET', read.path, read.query ? { query: read.query } : {});
          samples.push({ kind: 'read', ms: performance.now() - started });
          if (res.status !== 200 || res.envelope?.code !== 0) errors.push(`read ${read.path}: HTTP ${res.status} ${JSON.stringify(res.envelope)}`);
        }
      }
    };

    // Unsigned oversized POSTs during the load: each must be refused (413) without hurting the rest.
    const oversized = async () => {
      const body = new Uint8Array(OVERSIZED_BYTES).fill(0x61);
      const times: number[] = [];
      const statuses: Array<number | string> = [];
      for (let n = 0; n < OVERSIZED_POSTS; n++) {
        const started = performance.now();
        try {
          const res = await fetch(`${BASE}/v1/customer/address/add?platform=h5`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          await res.arrayBuffer();
          statuses.push(res.status);
        } catch (error) {
          statuses.push(`network error: ${(error as Error).message}`);
        }
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / (OVERSIZED_POSTS + 1)));
      }
      return { count: OVERSIZED_POSTS, bytes_each: OVERSIZED_BYTES, statuses, p50_ms: percentile(times, 50), max_ms: percentile(times, 100) };
    };

    const started = performance.now();
    const [oversize] = await Promise.all([oversized(), ...Array.from({ length: CONCURRENCY }, (_, w) => worker(w))]);
    const elapsedS = (performance.now() - started) / 1000;

    const finalStock = await stockNow();
    const sold = [...soldTrades.values()].reduce((sum, qty) => sum + qty, 0);
    const reads = samples.filter((s) => s.kind === 'read').map((s) => s.ms);
    const creates = samples.filter((s) => s.kind === 'create').map((s) => s.ms);
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      concurrency: CONCURRENCY,
      seconds: Number(elapsedS.toFixed(2)),
      requests: samples.length,
      throughput_rps: Math.round(samples.length / elapsedS),
      reads: { count: reads.length, p50_ms: percentile(reads, 50), p99_ms: percentile(reads, 99) },
      creates: { count: creates.length, ok: soldTrades.size, sold_out: soldOut, p50_ms: percentile(creates, 50), p99_ms: percentile(creates, 99) },
      errors: { count: errors.length, first: errors.slice(0, 5) },
      stock: { product_id: PRODUCT, initial: initialStock, sold, final: finalStock, consistent: finalStock === initialStock - sold && finalStock >= 0 },
      oversized_posts: { ...oversize, all_413: oversize.statuses.every((s) => s === 413) },
      server_rss_mb: { start: rssStart, end: rssMb(server.pid!) },
    };
    writeFileSync('bench/results/server-load.json', `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    if (errors.length > 0 || !result.stock.consistent) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
