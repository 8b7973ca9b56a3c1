/**
 * Lighthouse (performance and accessibility) on mall screens and the 300-node component page, with
 * Lighthouse's default mobile config: emulated phone, simulated slow-4G and 4× CPU throttling. A fresh
 * Chromium per run, several runs per page, medians next to their targets. Missing a target is
 * reported, not failed: timings belong in the bench, not in a gate. Writes
 * bench/results/lighthouse.json and prints the table.
 *
 * Lighthouse does not scale its simulation by the machine's speed: a machine half as fast scores as
 * this one would at twice the CPU multiplier. BENCH_LH_CPU=8 runs with that multiplier instead of the
 * default 4 (everything else as default) and writes bench/results/lighthouse-cpu8.json instead.
 *
 * A browser speaks HTTP/2 only over TLS, so http://127.0.0.1 is measured over HTTP/1.1: six connections,
 * each new one slow to start, each file a share of the bandwidth. BENCH_LH_HTTP2=1 measures the same
 * server through HTTPS and HTTP/2 instead (./http2-terminator.ts), as the CDN of a deployment serves it.
 */
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
// chrome-launcher comes with lighthouse (its own launcher); it starts Chromium with a temporary profile.
import { launch } from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { CHROMIUM_FLAGS as HTTP1_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.ts';
import { BROWSER_FLAGS_FOR_TERMINATOR, startHttp2Terminator } from './http2-terminator.ts';
import { median } from './stats.ts';

const BASE = process.env.BENCH_BASE ?? 'http://127.0.0.1:4600';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/** Lighthouse's CPU multiplier; unset: its default (4×, the figures people compare against). */
const CPU = process.env.BENCH_LH_CPU ? Number(process.env.BENCH_LH_CPU) : undefined;
/** BENCH_LH_RESULTS names another results file (the build as a static host serves it: lighthouse-static.json). */
const RESULTS_FILE = process.env.BENCH_LH_RESULTS ?? (CPU === undefined ? 'bench/results/lighthouse.json' : `bench/results/lighthouse-cpu${CPU}.json`);
const HTTP2 = process.env.BENCH_LH_HTTP2 === '1';
const CHROMIUM_FLAGS = HTTP2 ? [...HTTP1_FLAGS, ...BROWSER_FLAGS_FOR_TERMINATOR] : HTTP1_FLAGS;
const CATEGORIES = ['performance', 'accessibility'];
const ALL_PAGES = [
  { page: 'portal', path: '/mall/portal' },
  { page: 'goods-detail', path: '/mall/goods-detail?id=1001' },
  { page: 'component-active (300 nodes)', path: '/active/component-active?id=106' },
  // Not a target: the bench's hand-written React page with the same 300 nodes and widgets, no router,
  // renderer or lazy code. What a client-drawn page of this content scores at best, to read the others by.
  { page: 'floor (same 300 nodes, reference)', path: '/bench/floor/index.html?id=106', reference: true },
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The floor page's title, as its source has it. */
const FLOOR_TITLE = titleOf(readFileSync('bench/floor/index.html', 'utf8'));

/**
 * Whether `url` serves the floor page. A build without it (`npm run bench` copies it in; a plain build
 * does not) answers its address with the app's page, which Lighthouse would measure as the floor.
 */
async function servesFloor(url: string): Promise<boolean> {
  const response = await fetch(url).catch(() => null);
  return Boolean(response?.ok && titleOf(await response.text()) === FLOOR_TITLE);
}

/** BENCH_LH_PAGES=component (parts of the pages' names, comma-separated) measures only those pages. */
const WANTED = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
const PAGES = ALL_PAGES.filter((entry) => !WANTED || WANTED.some((part) => entry.page.includes(part)));

interface Sample {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  transferKb: number;
}
type Metric = keyof Sample;

/** What each metric must reach: at least `min` or at most `max`. Metrics without one are only reported. */
const TARGETS: Partial<Record<Metric, { min: number } | { max: number }>> = {
  performance: { min: 95 },
  lcpMs: { max: 2000 },
  tbtMs: { max: 150 },
  cls: { max: 0.05 },
  accessibility: { min: 95 },
};
/** Decimals kept in the results: scores and times are whole numbers, CLS is a small fraction. */
const DECIMALS: Record<Metric, number> = { performance: 0, accessibility: 0, lcpMs: 0, tbtMs: 0, cls: 3, fcpMs: 0, speedIndexMs: 0, transferKb: 1 };

interface LcpElement {
  selector: string | null;
  snippet: string | null;
}
interface FailingAudit {
  id: string;
  title: string;
}
/** One Lighthouse run, reduced to what the results file keeps. */
interface Run {
  sample: Sample;
  lcpElement: LcpElement | null;
  failingAccessibilityAudits: FailingAudit[];
  warnings: string[];
  lhr: Pick<Result, 'lighthouseVersion' | 'environment' | 'configSettings'>;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** Lighthouse's own trace recording failing now and then (its words: "Please run Lighthouse again"), not the page. */
const RECORDING_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

async function runLighthouse(url: string, attempt = 1): Promise<Result> {
  // A fresh Chromium (and temporary profile) per run, so no cache or storage carries over between runs.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  let lhr: Result;
  try {
    // No config: Lighthouse's default is mobile with simulated throttling, the numbers people compare against
    // (with BENCH_LH_CPU, only its CPU multiplier changed).
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(CPU === undefined ? {} : { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: CPU } }),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  const failure = lhr.runtimeError;
  if (failure && RECORDING_FAILURES.has(failure.code) && attempt < ATTEMPTS) {
    console.log(`lighthouse ${url}: ${failure.code}, running again`);
    return runLighthouse(url, attempt + 1);
  }
  // A run that could not measure (NO_FCP, page hung…) must not slip into the medians as zeros.
  if (failure) throw new Error(`${url}: ${failure.code}: ${failure.message}`);
  return lhr;
}

function categoryScore(lhr: Result, id: string): number {
  const score = lhr.categories[id]?.score;
  if (score === null || score === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no ${id} score`);
  return score * 100;
}

function auditValue(lhr: Result, id: string): number {
  const audit = lhr.audits[id];
  if (audit?.numericValue === undefined) throw new Error(`${lhr.finalDisplayedUrl}: audit ${id} has no value (${audit?.errorMessage ?? 'missing'})`);
  return audit.numericValue;
}

function sampleOf(lhr: Result): Sample {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    fcpMs: auditValue(lhr, 'first-contentful-paint'),
    speedIndexMs: auditValue(lhr, 'speed-index'),
    transferKb: auditValue(lhr, 'total-byte-weight') / 1024,
  };
}

/** The element Lighthouse took as largest contentful paint: the first table of the audit's list holds its node. */
function lcpElementOf(lhr: Result): LcpElement | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return null;
  for (const section of details.items) {
    if (section.type !== 'table') continue;
    const node = section.items[0]?.node;
    if (typeof node === 'object' && node.type === 'node') return { selector: node.selector ?? null, snippet: node.snippet ?? null };
  }
  return null;
}

/** Accessibility audits that did not pass; informative and not-applicable ones have no score and are left out. */
function failingAccessibilityAuditsOf(lhr: Result): FailingAudit[] {
  return (lhr.categories.accessibility?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null && audit.score < 1 ? [{ id, title: audit.title }] : [];
  });
}

async function measure(url: string): Promise<Run> {
  const lhr = await runLighthouse(url);
  return {
    sample: sampleOf(lhr),
    lcpElement: lcpElementOf(lhr),
    failingAccessibilityAudits: failingAccessibilityAuditsOf(lhr),
    warnings: lhr.runWarnings,
    lhr: { lighthouseVersion: lhr.lighthouseVersion, environment: lhr.environment, configSettings: lhr.configSettings },
  };
}

/** The run whose LCP is the median (the lower middle one for an even count), so its LCP element and audits match the reported LCP. */
function medianLcpRun(runs: Run[]): Run {
  const byLcp = [...runs].sort((a, b) => a.sample.lcpMs - b.sample.lcpMs);
  const run = byLcp[Math.floor((byLcp.length - 1) / 2)];
  if (!run) throw new Error('no runs');
  return run;
}

function describeTarget(target: { min: number } | { max: number }): string {
  return 'min' in target ? `>= ${target.min}` : `<= ${target.max}`;
}

function meets(value: number, target: { min: number } | { max: number }): boolean {
  return 'min' in target ? value >= target.min : value <= target.max;
}

function summarize(page: string, path: string, runs: Run[], reference: boolean) {
  const metrics = Object.fromEntries(
    (Object.keys(DECIMALS) as Metric[]).map((metric) => {
      const samples = runs.map((run) => round(run.sample[metric], DECIMALS[metric]));
      const value = round(median(runs.map((run) => run.sample[metric])), DECIMALS[metric]);
      const target = reference ? undefined : TARGETS[metric];
      const verdict = target ? { target: describeTarget(target), met: meets(value, target) } : {};
      return [metric, { median: value, ...verdict, samples }];
    }),
  ) as Record<Metric, { median: number; target?: string; met?: boolean; samples: number[] }>;
  const missedTargets = (Object.keys(metrics) as Metric[]).filter((metric) => metrics[metric].met === false);
  const medianRun = medianLcpRun(runs);
  return {
    page,
    url: path,
    reference,
    // A reference row has no targets to meet.
    meetsTargets: reference ? null : missedTargets.length === 0,
    missedTargets,
    metrics,
    lcpElement: medianRun.lcpElement,
    failingAccessibilityAudits: medianRun.failingAccessibilityAudits,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

/** The full build number: the user agent Lighthouse records is reduced (156.0.0.0). */
function chromiumVersion(): string {
  // stderr ignored: Debian's wrapper script prints a harmless shell warning while it checks /dev/shm.
  return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** How the numbers were taken, from what Lighthouse itself reports it used. */
function describeConfig(runs: Run[]) {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  const { lighthouseVersion, configSettings } = first.lhr;
  return {
    description: 'Lighthouse default config (mobile, simulated throttling), fresh Chromium per run, medians of each metric; LCP element and failing audits from the median-LCP run',
    lighthouseVersion,
    chromium: chromiumVersion(),
    chromiumPath: CHROMIUM,
    chromiumFlags: CHROMIUM_FLAGS,
    protocol: HTTP2 ? 'HTTP/2 over TLS (scripts/bench/http2-terminator.ts in front of the server)' : 'HTTP/1.1 (http://)',
    categories: CATEGORIES,
    formFactor: configSettings.formFactor,
    throttlingMethod: configSettings.throttlingMethod,
    throttling: configSettings.throttling,
    screen: `${configSettings.screenEmulation.width}x${configSettings.screenEmulation.height} @${configSettings.screenEmulation.deviceScaleFactor}x`,
    // Lighthouse's CPU benchmark of this machine: low values (a busy or slow host) make simulated timings less trustworthy.
    benchmarkIndexMedian: Math.round(median(runs.map((run) => run.lhr.environment.benchmarkIndex))),
  };
}

async function main(): Promise<void> {
  const allRuns: Run[] = [];
  const rows = [];
  const terminator = HTTP2 ? await startHttp2Terminator(BASE) : undefined;
  const origin = terminator?.origin ?? BASE;
  for (const { page, path, reference = false } of PAGES) {
    if (reference && !(await servesFloor(`${BASE}${path}`))) {
      console.log(`lighthouse ${page}: ${BASE}${path} is not the floor page (a build without bench/floor), left out`);
      continue;
    }
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const startedAt = Date.now();
      runs.push(await measure(`${origin}${path}`));
      console.log(`lighthouse ${page} run ${run}/${RUNS}: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    }
    allRuns.push(...runs);
    rows.push(summarize(page, path, runs, reference));
  }
  terminator?.close();
  const result = { measuredAt: new Date().toISOString(), runs: RUNS, config: describeConfig(allRuns), pages: rows };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.table(
    rows.map(({ page, metrics, meetsTargets }) => ({
      page,
      'perf (>=95)': metrics.performance.median,
      'a11y (>=95)': metrics.accessibility.median,
      'LCP ms (<=2000)': metrics.lcpMs.median,
      'TBT ms (<=150)': metrics.tbtMs.median,
      'CLS (<=0.05)': metrics.cls.median,
      'FCP ms': metrics.fcpMs.median,
      'SI ms': metrics.speedIndexMs.median,
      KB: metrics.transferKb.median,
      'meets targets': meetsTargets ?? 'reference',
    })),
  );
  // What to fix, below the numbers: the table has no room for selectors and audit titles.
  for (const row of rows) {
    const verdict = row.reference ? 'a reference, no targets' : `missed ${row.missedTargets.join(', ') || 'nothing'}`;
    console.log(`${row.page}: LCP element ${row.lcpElement?.selector ?? '(none)'}; ${verdict}`);
    for (const audit of row.failingAccessibilityAudits) console.log(`  a11y ${audit.id}: ${audit.title}`);
  }
}

await main();
