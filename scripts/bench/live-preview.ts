/**
 * Live preview per keystroke (issue 21): a 300-node page in the reference editor (/dev/editor), 20
 * characters typed one at a time into a title near the top, with and without 4× CPU throttling. The page
 * is fixture 106 with its moving widgets (carousels, scrolling notices, ticking countdowns) swapped for
 * titles: they keep the main thread busy on their own, and that work is no keystroke's. A keystroke's work
 * is main-thread task time (CDP `TaskDuration`) from the key until the frame after the preview's
 * `rendered` answer, less what the page and the probe do anyway in that time (measured while nobody
 * types). Two setups: the editor driving the runtime of its own origin (one process, so one main thread
 * does both sides' work), and the runtime under another site's name, as a back office on its own host
 * embeds it: Chromium then runs the preview in a process of its own, and each thread is measured apart.
 * Needs a demo build (VITE_DEMO_TOOLS=1) served at BENCH_LIVE_BASE, whose VITE_PREVIEW_ORIGINS lists
 * that origin and BENCH_LIVE_RUNTIME (default: the same with `localhost` for `127.0.0.1`). Writes bench/results/live-preview.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
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

/** Main-thread task seconds so far of one renderer (the editor's page, or the preview frame in a process of its own). */
async function taskClock(session: CDPSession): Promise<() => Promise<number>> {
  await session.send('Performance.enable');
  return async () => (await session.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
}

/**
 * One setup: the editor at BASE driving the runtime at `runtime` (BASE itself: one process, one main
 * thread for both; another site: the preview in a process of its own, as a back office on its own host
 * gets it). Each thread's work per keystroke is measured on its own, less what it does while nobody types.
 */
async function run(throttle: number, runtime: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE}/dev/editor?fixture=106${runtime === BASE ? '' : `&runtime=${encodeURIComponent(runtime)}`}`);
    await page.getByText(/^已渲染 \d+ 个节点/).waitFor({ timeout: 60_000 });
    const editor = await page.context().newCDPSession(page);
    const apart = runtime !== BASE;
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${runtime}/active/component-active`));
    if (!frame) throw new Error(`no preview frame at ${runtime}`);
    // A frame of another site runs in its own renderer, throttled and measured through its own session.
    const preview = apart ? await page.context().newCDPSession(frame) : null;
    for (const session of [editor, preview]) await session?.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const rendered = page.evaluate(`new Promise((done) => addEventListener('message', (event) => event.data?.type === 'rendered' && done()))`);
    await page.getByLabel('打开文件…').setInputFiles({ name: 'still-106.json', mimeType: 'application/json', buffer: Buffer.from(stillPage()) });
    await rendered;
    // The first title's text: a keystroke there changes one node of 300.
    await page.locator('.cm-line', { hasText: '"text":' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    for (let warmUp = 0; warmUp < 3; warmUp += 1) await keystroke(page, 25);
    const threads = [{ clock: await taskClock(editor), work: [] as number[] }, ...(preview ? [{ clock: await taskClock(preview), work: [] as number[] }] : [])];
    const backgrounds = await Promise.all(threads.map((thread) => backgroundShare(page, thread.clock)));
    const latency: number[] = [];
    for (let key = 0; key < KEYS; key += 1) {
      const before = await Promise.all(threads.map((thread) => thread.clock()));
      const started = Date.now();
      latency.push(await keystroke(page, key));
      const after = await Promise.all(threads.map((thread) => thread.clock()));
      const elapsed = Date.now() - started;
      threads.forEach((thread, index) => thread.work.push(Math.max(0, (after[index]! - before[index]!) * 1000 - backgrounds[index]! * elapsed)));
      await page.waitForTimeout(GAP_MS);
    }
    const summary = (work: number[]) => ({ median: Number(median(work).toFixed(1)), p90: Number(percentile(work, 0.9).toFixed(1)) });
    const [editorThread, previewThread] = threads;
    return {
      cpuThrottling: throttle,
      runtime: apart ? 'another site: the preview in its own process' : 'the editor\'s own origin: one thread for both',
      keystrokes: KEYS,
      backgroundShare: backgrounds.map((share) => Number(share.toFixed(3))),
      // One thread: everything a keystroke causes. Two: the editor's thread, then the preview's.
      workMs: previewThread ? { editorThread: summary(editorThread!.work), previewThread: summary(previewThread.work) } : summary(editorThread!.work),
      keyToPaintMs: summary(latency),
      withinFrameBudget: threads.every((thread) => median(thread.work) <= FRAME_MS),
    };
  } finally {
    await browser.close();
  }
}

/** The same build under another site's name (`localhost` for `127.0.0.1`), listed in its VITE_PREVIEW_ORIGINS. */
const OTHER_SITE = process.env.BENCH_LIVE_RUNTIME ?? BASE.replace('127.0.0.1', 'localhost');
const runs = [];
for (const throttle of [1, 4]) for (const runtime of [BASE, OTHER_SITE]) runs.push(await run(throttle, runtime));
const results = { date: new Date().toISOString(), page: 'fixture 106 (300 nodes), moving widgets as titles, in /dev/editor', frameBudgetMs: Number(FRAME_MS.toFixed(1)), runs };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/live-preview.json', `${JSON.stringify(results, null, 2)}\n`);
for (const result of results.runs) {
  const work = 'median' in result.workMs ? `${result.workMs.median} ms (p90 ${result.workMs.p90})` : `editor thread ${result.workMs.editorThread.median} ms, preview thread ${result.workMs.previewThread.median} ms`;
  console.log(`live preview, ${result.cpuThrottling}× CPU, runtime on ${result.runtime}: work per keystroke ${work}, key → painted ${result.keyToPaintMs.median} ms`);
}
