/**
 * Live preview per keystroke (issue 21): a 300-node page in the page editor's JSON view (/dev/editor), 20
 * characters typed one at a time into a title near the top, with and without 4× CPU throttling. The page
 * is fixture 106 with its moving widgets (carousels, scrolling notices, ticking countdowns) swapped for
 * titles: they keep the main thread busy on their own, and that work is no keystroke's. A keystroke's work
 * is main-thread task time (CDP `TaskDuration`) from the key until the frame after the preview's
 * `rendered` answer, less what the page and the probe do anyway in that time (measured while nobody
 * types). Three setups (SETUPS), so that what the preview adds is told apart from what typing in a
 * 200 KB text costs the editor anyway. Needs a demo build (VITE_DEMO_TOOLS=1) served at BENCH_LIVE_BASE,
 * whose VITE_PREVIEW_ORIGINS lists that origin and BENCH_LIVE_RUNTIME (default: the same with `localhost`
 * for `127.0.0.1`). Writes bench/results/live-preview.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { backgroundShare, FRAME_MS, HEAR_PORT_ANSWERS, keystroke, percentile, stillPage, taskClock } from './live-probes.ts';
import { median } from './stats.ts';

const BASE = process.env.BENCH_LIVE_BASE ?? 'http://127.0.0.1:4601';
const KEYS = 20;
const GAP_MS = 150;

/**
 * `no preview`: the editor on its own (what typing in it costs anyway); `same origin`: the editor driving
 * the runtime of its own origin, one process and one main thread for both; `other site`: the runtime under
 * another site's name (`localhost` for `127.0.0.1`, listed in VITE_PREVIEW_ORIGINS), as a back office on
 * its own host embeds it: Chromium runs the preview in a process of its own.
 */
const SETUPS = ['no preview', 'same origin', 'other site'] as const;
type Setup = (typeof SETUPS)[number];
const OTHER_SITE = process.env.BENCH_LIVE_RUNTIME ?? BASE.replace('127.0.0.1', 'localhost');

const HELD = 'qwertyuiopasdfghjklm';
const REPEAT_MS = 33;

/**
 * A held key (a character every 33 ms, as keyboards repeat): how many documents the preview draws for
 * HELD's 20 keys, how long after the last key the preview shows the whole text, and each thread's work.
 */
async function holdKey(page: Page, frame: Frame, threads: Array<{ clock: () => Promise<number> }>) {
  await page.evaluate(`window.benchDrawn = 0; addEventListener('message', (event) => { if (event.data?.source === 'h5-runtime' && event.data.type === 'rendered') window.benchDrawn += 1; })`);
  // Into another title than the single keys' (a title's text takes at most 40 characters).
  await page.locator('.cm-line', { hasText: '"text": "标题 n2"' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(GAP_MS);
  const before = await Promise.all(threads.map((thread) => thread.clock()));
  await page.keyboard.type(HELD, { delay: REPEAT_MS });
  const lastKey = Date.now();
  // Looked for once a frame (a string evaluated through the protocol: the page's CSP forbids eval).
  await frame.evaluate(`new Promise((done) => { const shown = () => document.body.innerText.includes(${JSON.stringify(`标题 n2${HELD}`)}) ? done() : requestAnimationFrame(shown); shown(); })`);
  const shownAfterMs = Date.now() - lastKey;
  await page.waitForTimeout(500);
  const after = await Promise.all(threads.map((thread) => thread.clock()));
  return {
    keys: HELD.length,
    documentsDrawn: await page.evaluate<number>('window.benchDrawn'),
    lastKeyToShownMs: shownAfterMs,
    workMs: after.map((end, index) => Number(((end - before[index]!) * 1000).toFixed(0))),
  };
}

/** One setup at one throttling rate; each main thread's work per keystroke, less what it does while nobody types. */
async function run(throttle: number, setup: Setup) {
  const runtime = setup === 'other site' ? OTHER_SITE : BASE;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(HEAR_PORT_ANSWERS);
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
    // The document's text is the editor's JSON view.
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    // The editor on its own: the same page and text, its preview gone (each key still parses the text).
    const previewed = setup !== 'no preview';
    if (!previewed) await page.evaluate(`document.querySelector('iframe').remove()`);
    // The first title's text: a keystroke there changes one node of 300.
    await page.locator('.cm-line', { hasText: '"text":' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    for (let warmUp = 0; warmUp < 3; warmUp += 1) await keystroke(page, 25, previewed);
    const threads = [{ clock: await taskClock(editor), work: [] as number[] }, ...(preview ? [{ clock: await taskClock(preview), work: [] as number[] }] : [])];
    const backgrounds = await Promise.all(threads.map((thread) => backgroundShare(page, thread.clock)));
    const latency: number[] = [];
    for (let key = 0; key < KEYS; key += 1) {
      const before = await Promise.all(threads.map((thread) => thread.clock()));
      const started = Date.now();
      latency.push(await keystroke(page, key, previewed));
      const after = await Promise.all(threads.map((thread) => thread.clock()));
      const elapsed = Date.now() - started;
      threads.forEach((thread, index) => thread.work.push(Math.max(0, (after[index]! - before[index]!) * 1000 - backgrounds[index]! * elapsed)));
      await page.waitForTimeout(GAP_MS);
    }
    const summary = (work: number[]) => ({ median: Number(median(work).toFixed(1)), p90: Number(percentile(work, 0.9).toFixed(1)) });
    const [editorThread, previewThread] = threads;
    const heldKey = previewed ? await holdKey(page, frame, threads) : null;
    return {
      cpuThrottling: throttle,
      setup,
      keystrokes: KEYS,
      backgroundShare: backgrounds.map((share) => Number(share.toFixed(3))),
      // One thread: everything a keystroke causes. Two: the editor's thread, then the preview's.
      workMs: previewThread ? { editorThread: summary(editorThread!.work), previewThread: summary(previewThread.work) } : summary(editorThread!.work),
      keyToPaintMs: summary(latency),
      heldKey,
    };
  } finally {
    await browser.close();
  }
}

const runs: Awaited<ReturnType<typeof run>>[] = [];
const THROTTLES = (process.env.BENCH_LIVE_THROTTLES ?? '1,4').split(',').map(Number);
for (const throttle of THROTTLES) for (const setup of SETUPS) runs.push(await run(throttle, setup));
// What the preview adds to a keystroke: on one thread, that run less the editor on its own; with the
// preview in a process of its own, the editor's thread less the editor on its own, and the preview's thread.
const previewShareMs = Object.fromEntries(
  THROTTLES.map((throttle) => {
    const work = (setup: Setup) => runs.find((result) => result.cpuThrottling === throttle && result.setup === setup)!.workMs;
    const [alone, both, apart] = [work('no preview'), work('same origin'), work('other site')];
    if (!('median' in alone) || !('median' in both) || 'median' in apart) throw new Error('unexpected setups');
    const added = (median: number) => Number((median - alone.median).toFixed(1));
    const share = { oneThread: added(both.median), editorThread: added(apart.editorThread.median), previewThread: apart.previewThread.median };
    return [`${throttle}x`, { ...share, withinFrameBudget: Object.values(share).every((ms) => ms <= FRAME_MS) }];
  }),
);
const results = { date: new Date().toISOString(), page: 'fixture 106 (300 nodes), moving widgets as titles, in /dev/editor', frameBudgetMs: Number(FRAME_MS.toFixed(1)), previewShareMs, runs };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/live-preview.json', `${JSON.stringify(results, null, 2)}\n`);
for (const result of results.runs) {
  const work = 'median' in result.workMs ? `${result.workMs.median} ms (p90 ${result.workMs.p90})` : `editor thread ${result.workMs.editorThread.median} ms, preview thread ${result.workMs.previewThread.median} ms`;
  console.log(`live preview, ${result.cpuThrottling}× CPU, ${result.setup}: work per keystroke ${work}, key → painted ${result.keyToPaintMs.median} ms`);
}
for (const [rate, share] of Object.entries(previewShareMs)) {
  console.log(`what the preview adds to a keystroke at ${rate.replace('x', '×')} CPU: ${share.oneThread} ms on one thread; ${share.editorThread} ms on the editor's and ${share.previewThread} ms on the preview's, apart`);
}
