/**
 * Live preview per keystroke (issue 21): a 300-node page in the reference editor (/dev/editor), 20
 * characters typed one at a time into a title near the top, with and without 4× CPU throttling. The page
 * is fixture 106 with its moving widgets (carousels, scrolling notices, ticking countdowns) swapped for
 * titles: they keep the main thread busy on their own, and that work is no keystroke's. Editor and preview
 * share one main thread (same origin), so a keystroke's work is the main thread's task time (CDP
 * `TaskDuration`) from the key until the frame after the preview's `rendered` answer, less what the page
 * and the probe do anyway in that time (measured while nobody types).
 * Needs a demo build (VITE_DEMO_TOOLS=1) served at BENCH_LIVE_BASE. Writes bench/results/live-preview.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { median } from './stats.ts';

const BASE = process.env.BENCH_LIVE_BASE ?? 'http://127.0.0.1:4601';
const KEYS = 20;
const FRAME_MS = 1000 / 60;
const GAP_MS = 150;

const MOVING = new Set(['banner', 'notice-bar', 'countdown']);

interface BenchNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  children?: BenchNode[];
}

/** Fixture 106, still: each moving widget becomes a title, at any depth. */
function stillPage(): string {
  const page = JSON.parse(readFileSync('fixtures/pages/106.json', 'utf8')) as { nodes: BenchNode[] };
  const still = (node: BenchNode): BenchNode =>
    MOVING.has(node.type)
      ? { id: node.id, type: 'title', props: { text: `标题 ${node.id}` } }
      : { ...node, ...(node.children ? { children: node.children.map(still) } : {}) };
  return JSON.stringify({ ...page, nodes: page.nodes.map(still) }, null, 2);
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/** Types one character; resolves once the preview has answered and the next frame is drawn, with the milliseconds from keydown. */
async function keystroke(page: Page, key: number): Promise<number> {
  // Listening before the key is sent (a string: tsx would wrap named functions in a helper the page lacks;
  // `, 0`: evaluate would wait for the promise itself).
  await page.evaluate(`window.benchAnswered = new Promise((done) => {
    let keyAt = 0;
    addEventListener('keydown', (event) => { keyAt = event.timeStamp; }, { once: true, capture: true });
    addEventListener('message', function listener(event) {
      if (event.data?.source !== 'h5-runtime' || event.data.type !== 'rendered') return;
      removeEventListener('message', listener);
      requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - keyAt)));
    });
  }), 0`);
  await page.keyboard.type(String.fromCharCode(97 + (key % 26)));
  return page.evaluate('window.benchAnswered');
}

/** Main-thread milliseconds per millisecond while nobody types (what the page and the probe do anyway). */
async function backgroundShare(page: Page, taskSeconds: () => Promise<number>): Promise<number> {
  const shares: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const before = await taskSeconds();
    const start = Date.now();
    await page.waitForTimeout(300);
    shares.push((((await taskSeconds()) - before) * 1000) / (Date.now() - start));
  }
  return median(shares);
}

async function run(throttle: number) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE}/dev/editor?fixture=106`);
    await page.getByText(/^已渲染 \d+ 个节点/).waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const rendered = page.evaluate(`new Promise((done) => addEventListener('message', (event) => event.data?.type === 'rendered' && done()))`);
    await page.getByLabel('打开文件…').setInputFiles({ name: 'still-106.json', mimeType: 'application/json', buffer: Buffer.from(stillPage()) });
    await rendered;
    // The first title's text: a keystroke there changes one node of 300.
    await page.locator('.cm-line', { hasText: '"text":' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    for (let warmUp = 0; warmUp < 3; warmUp += 1) await keystroke(page, 25);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
    const background = await backgroundShare(page, taskSeconds);
    const work: number[] = [];
    const latency: number[] = [];
    for (let key = 0; key < KEYS; key += 1) {
      const before = await taskSeconds();
      const started = Date.now();
      latency.push(await keystroke(page, key));
      work.push(Math.max(0, ((await taskSeconds()) - before) * 1000 - background * (Date.now() - started)));
      await page.waitForTimeout(GAP_MS);
    }
    return {
      cpuThrottling: throttle,
      keystrokes: work.length,
      backgroundShare: Number(background.toFixed(3)),
      workMs: { median: Number(median(work).toFixed(1)), p90: Number(percentile(work, 0.9).toFixed(1)) },
      keyToPaintMs: { median: Number(median(latency).toFixed(1)), p90: Number(percentile(latency, 0.9).toFixed(1)) },
      withinFrameBudget: median(work) <= FRAME_MS,
    };
  } finally {
    await browser.close();
  }
}

const results = { date: new Date().toISOString(), page: 'fixture 106 (300 nodes), moving widgets as titles, in /dev/editor', frameBudgetMs: Number(FRAME_MS.toFixed(1)), runs: [await run(1), await run(4)] };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/live-preview.json', `${JSON.stringify(results, null, 2)}\n`);
for (const result of results.runs) {
  console.log(
    `live preview, ${result.cpuThrottling}× CPU: work per keystroke median ${result.workMs.median} ms (p90 ${result.workMs.p90}), key → painted ${result.keyToPaintMs.median} ms`,
  );
}
