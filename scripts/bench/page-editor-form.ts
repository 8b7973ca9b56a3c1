/**
 * Work per keystroke in a form of the page editor (issue 37): the same 300-node page as live-preview.ts
 * (fixture 106, moving widgets as titles) opened in /dev/editor, its first title selected in the outline,
 * 20 characters typed one at a time into that title's text field. A keystroke's work is the editor's
 * main-thread task time (CDP `TaskDuration`) from the key until the frame after the preview's `rendered`
 * answer (without a preview: the frame after the key), less what the page does while nobody types. It
 * covers the whole chain: the form's field, the document update, the history step, the problem check
 * of the changed node, the lint, the outline and forms drawn again, and the document sent to the preview.
 * Needs a demo build served at BENCH_LIVE_BASE whose VITE_PREVIEW_ORIGINS lists that origin. Writes
 * bench/results/page-editor-form.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from './chromium.ts';
import { backgroundShare, FRAME_MS, HEAR_PORT_ANSWERS, keystroke, percentile, stillPage, taskClock } from './live-probes.ts';
import { median } from './stats.ts';

const BASE = process.env.BENCH_LIVE_BASE ?? 'http://127.0.0.1:4601';
const KEYS = 20;
const GAP_MS = 150;
const SETUPS = ['no preview', 'same origin'] as const;
type Setup = (typeof SETUPS)[number];

async function run(throttle: number, setup: Setup) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(HEAR_PORT_ANSWERS);
    await page.goto(`${BASE}/dev/editor?fixture=106`);
    await page.getByText(/^已渲染 \d+ 个节点/).waitFor({ timeout: 60_000 });
    const editor = await page.context().newCDPSession(page);
    await editor.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const text = stillPage();
    const rendered = page.evaluate(`new Promise((done) => addEventListener('message', (event) => event.data?.type === 'rendered' && done()))`);
    await page.getByLabel('打开文件…').setInputFiles({ name: 'still-106.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await rendered;
    const previewed = setup !== 'no preview';
    if (!previewed) await page.evaluate(`document.querySelector('iframe').remove()`);
    // The first top-level title: a keystroke there changes one node of 300.
    const nodes = (JSON.parse(text) as { nodes: Array<{ id: string; type: string }> }).nodes;
    const at = nodes.findIndex((node) => node.type === 'title');
    await page.getByRole('region', { name: '页面结构' }).locator(`[data-node-id="${nodes[at]!.id}"]`).click();
    const field = page.locator(`[data-path="nodes[${at}].props.text"] input`);
    await field.click();
    await page.keyboard.press('End');
    for (let warmUp = 0; warmUp < 3; warmUp += 1) await keystroke(page, 25, previewed);
    const clock = await taskClock(editor);
    const background = await backgroundShare(page, clock);
    const work: number[] = [];
    const latency: number[] = [];
    for (let key = 0; key < KEYS; key += 1) {
      const before = await clock();
      const started = Date.now();
      latency.push(await keystroke(page, key, previewed));
      const elapsed = Date.now() - started;
      work.push(Math.max(0, ((await clock()) - before) * 1000 - background * elapsed));
      await page.waitForTimeout(GAP_MS);
    }
    const summary = (values: number[]) => ({ median: Number(median(values).toFixed(1)), p90: Number(percentile(values, 0.9).toFixed(1)) });
    const steps = await page.getByRole('region', { name: '操作历史' }).getByRole('listitem').count();
    return { cpuThrottling: throttle, setup, keystrokes: KEYS, backgroundShare: Number(background.toFixed(3)), workMs: summary(work), keyToPaintMs: summary(latency), historySteps: steps };
  } finally {
    await browser.close();
  }
}

const runs: Awaited<ReturnType<typeof run>>[] = [];
const THROTTLES = (process.env.BENCH_LIVE_THROTTLES ?? '1,4').split(',').map(Number);
for (const throttle of THROTTLES) for (const setup of SETUPS) runs.push(await run(throttle, setup));
const results = { date: new Date().toISOString(), page: 'fixture 106 (300 nodes), moving widgets as titles, in /dev/editor, typing in a title\'s text field', frameBudgetMs: Number(FRAME_MS.toFixed(1)), runs };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/page-editor-form.json', `${JSON.stringify(results, null, 2)}\n`);
for (const result of runs) {
  console.log(`page editor form, ${result.cpuThrottling}× CPU, ${result.setup}: work per keystroke ${result.workMs.median} ms (p90 ${result.workMs.p90}), key → painted ${result.keyToPaintMs.median} ms, ${result.historySteps} history steps`);
}
