/**
 * Renderer benchmark: 50-, 300- and 1,500-node page documents rendered by the production build in
 * headless Chromium (375×812, 4× CPU throttling), several runs each, next to the hand-written floor
 * page (bench/floor) that renders the same DOM from the same data. Medians of time to the last node
 * rendered, JS bytes loaded (gzip, as transferred) and JS heap after GC. Writes
 * bench/results/renderer.json and prints the table.
 */
import type { Browser } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { median } from './stats.ts';

const BASE = process.env.BENCH_BASE ?? 'http://127.0.0.1:4600';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ALL_PAGES = [
  { id: 105, nodes: 50 },
  { id: 106, nodes: 300 },
  { id: 107, nodes: 1500 },
];
/** BENCH_NODES=300 (or 50,300) measures only those sizes, for a quick look at one change. */
const ONLY = process.env.BENCH_NODES?.split(',').map(Number);
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.nodes)) : ALL_PAGES;

interface Sample {
  lastNodeMs: number;
  jsKb: number;
  heapMb: number;
}

function lastNodeId(pageId: number): string {
  const document = JSON.parse(readFileSync(`fixtures/pages/${pageId}.json`, 'utf8')) as { nodes: Array<{ id: string }> };
  const last = document.nodes[document.nodes.length - 1];
  if (!last) throw new Error(`page ${pageId} has no nodes`);
  return last.id;
}

async function measure(browser: Browser, url: string, lastId: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.addInitScript(`
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-node-id=' + JSON.stringify(${JSON.stringify(lastId)}) + ']')) {
        window.__lastNodeAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __lastNodeAt?: number }).__lastNodeAt !== undefined, null, { timeout: 60_000 });
  const lastNodeMs = await page.evaluate(() => (window as unknown as { __lastNodeAt: number }).__lastNodeAt);
  const jsBytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((total, entry) => total + (entry as PerformanceResourceTiming).transferSize, 0),
  );
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await context.close();
  return { lastNodeMs, jsKb: jsBytes / 1024, heapMb: heap.usedSize / 1024 / 1024 };
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const rows = [];
  for (const { id, nodes } of PAGES) {
    const lastId = lastNodeId(id);
    const variants = { renderer: `${BASE}/active/component-active?id=${id}`, floor: `${BASE}/bench/floor/index.html?id=${id}` };
    const samples: Record<keyof typeof variants, Sample[]> = { renderer: [], floor: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate so drift on a busy machine hits both alike.
      for (const variant of ['renderer', 'floor'] as const) samples[variant].push(await measure(browser, variants[variant], lastId));
    }
    const summary = (variant: keyof typeof variants) => ({
      lastNodeMs: Number(median(samples[variant].map((sample) => sample.lastNodeMs)).toFixed(0)),
      jsKb: Number(median(samples[variant].map((sample) => sample.jsKb)).toFixed(1)),
      heapMb: Number(median(samples[variant].map((sample) => sample.heapMb)).toFixed(1)),
    });
    const renderer = summary('renderer');
    const floor = summary('floor');
    rows.push({ nodes, pageId: id, renderer, floor, ratio: Number((renderer.lastNodeMs / floor.lastNodeMs).toFixed(2)) });
  }
  await browser.close();
  const result = { measuredAt: new Date().toISOString(), runs: RUNS, cpuThrottling: 4, viewport: '375x812', rows };
  // A partial run (BENCH_NODES) is printed, not written over the full results.
  if (!ONLY) {
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/renderer.json', `${JSON.stringify(result, null, 2)}\n`);
  }
  console.table(
    rows.map((row) => ({
      nodes: row.nodes,
      'renderer ms': row.renderer.lastNodeMs,
      'floor ms': row.floor.lastNodeMs,
      ratio: row.ratio,
      'renderer JS KB': row.renderer.jsKb,
      'floor JS KB': row.floor.jsKb,
      'renderer heap MB': row.renderer.heapMb,
      'floor heap MB': row.floor.heapMb,
    })),
  );
}

await main();
