/** Server options, shared by the CLI, the Vite plugin and tests. */
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dialect } from './dialect/dialects.ts';

export type ServerMode = 'demo' | 'record' | 'replay';

export interface ServerOptions {
  /** Where state.json lives. */
  dataDir: string;
  /** Reseed state from fixtures/demo instead of loading state.json. */
  reset: boolean;
  /** Seconds the server clock runs off real time. */
  clockSkew: number;
  /** Signing secret (CONTRACT §2). */
  secret: string;
  /** What back-office calls (`/admin/v1/*`, CONTRACT §9) must carry in `x-admin-token`. */
  adminToken: string;
  mode: ServerMode;
  /** Record mode: the real back end to proxy to. */
  upstream: string;
  /** Record mode writes fixtures here; replay mode reads them. */
  fixturesDir: string;
  /** Serve the WeChat stand-in under /__sim and inject it into served index.html. */
  wechatSim: boolean;
  /** Put the answers to a served page's first reads in its HTML (server/front/primed.ts). */
  primeFirstReads: boolean;
  /** Draw a served page's first screen into its HTML when the build can (server/front/draw.ts); needs primeFirstReads. */
  drawFirstScreens: boolean;
  /** Enable /__admin (faults, request log, reset, clock, sms peek, dialect switch). */
  testHooks: boolean;
  /** How answers are written: this server's own wire, a PHP-style back office's, or only mall-spec §3's fields (server/dialect/). */
  dialect: Dialect;
  /** No log lines at all (SMS codes, errors, request lines). */
  quiet: boolean;
  /** One log line per API call (the CLI turns it on unless --quiet). */
  logRequests: boolean;
  /** A built SPA to serve (history-mode fallback); empty = API only. */
  serveDir: string;
  /** Static catalogue (products, sellers, ...) and seed state. */
  demoDir: string;
  /** Component page documents: <id>.json (published) and <id>.draft.json. */
  pagesDir: string;
  /** Time source in ms (tests inject a fake). */
  now: () => number;
  /** State write debounce. */
  persistDebounceMs: number;
  /** First retry after a failed state write (doubling, at most 30 s). */
  persistRetryMs: number;
}

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function resolveOptions(partial: Partial<ServerOptions> = {}): ServerOptions {
  return {
    dataDir: resolve(projectRoot, '.data'),
    reset: false,
    clockSkew: 0,
    secret: 'dev-secret',
    // A fresh one per start unless given: no demo ships with an operator token anyone could read.
    adminToken: randomBytes(18).toString('base64url'),
    mode: 'demo',
    upstream: '',
    fixturesDir: resolve(projectRoot, 'fixtures/recorded'),
    wechatSim: false,
    primeFirstReads: true,
    drawFirstScreens: true,
    testHooks: false,
    dialect: 'strict',
    quiet: false,
    logRequests: false,
    serveDir: '',
    demoDir: resolve(projectRoot, 'fixtures/demo'),
    pagesDir: resolve(projectRoot, 'fixtures/pages'),
    now: Date.now,
    persistDebounceMs: 100,
    persistRetryMs: 1000,
    ...partial,
  };
}
