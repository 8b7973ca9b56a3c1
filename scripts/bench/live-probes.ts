/**
 * What the live-preview benches share (live-preview.ts: typing in the JSON view; page-editor-form.ts:
 * typing in a form): the 300-node page, one probed keystroke, and each main thread's task time.
 */
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { median } from './stats.ts';

export const FRAME_MS = 1000 / 60;

const MOVING = new Set(['banner', 'notice-bar', 'countdown']);

interface BenchNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  children?: BenchNode[];
}

/** Fixture 106, still: each moving widget becomes a title, at any depth. */
export function stillPage(): string {
  const page = JSON.parse(readFileSync('fixtures/pages/106.json', 'utf8')) as { nodes: BenchNode[] };
  const still = (node: BenchNode): BenchNode =>
    MOVING.has(node.type)
      ? { id: node.id, type: 'title', props: { text: `标题 ${node.id}` } }
      : { ...node, ...(node.children ? { children: node.children.map(still) } : {}) };
  return JSON.stringify({ ...page, nodes: page.nodes.map(still) }, null, 2);
}

export const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/**
 * Types one character; resolves once the preview has answered (or, with no preview, the key is handled)
 * and the next frame is drawn, with the milliseconds from keydown.
 */
export async function keystroke(page: Page, key: number, previewed: boolean): Promise<number> {
  // Listening before the key is sent (a string: tsx would wrap named functions in a helper the page lacks;
  // `, 0`: evaluate would wait for the promise itself).
  await page.evaluate(`window.benchAnswered = new Promise((done) => {
    let keyAt = 0;
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - keyAt)));
    addEventListener('keydown', (event) => { keyAt = event.timeStamp; if (!${previewed}) setTimeout(painted); }, { once: true, capture: true });
    if (${previewed}) addEventListener('message', function listener(event) {
      if (event.data?.source !== 'h5-runtime' || event.data.type !== 'rendered') return;
      removeEventListener('message', listener);
      painted();
    });
  }), 0`);
  await page.keyboard.type(String.fromCharCode(97 + (key % 26)));
  return page.evaluate('window.benchAnswered');
}

/**
 * The reference editor hears the runtime on a MessagePort once the runtime takes it: in the editor's page,
 * each message a port receives is also dispatched on the window, so the probes below hear the answers
 * whichever way they come (the editor ignores these copies: they come from no window).
 */
export const HEAR_PORT_ANSWERS = `if (window.top === window) {
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get: onmessage.get,
    set(handler) {
      onmessage.set.call(this, handler && ((event) => {
        handler.call(this, event);
        dispatchEvent(new MessageEvent('message', { data: event.data }));
      }));
    },
  });
}`;

/** Main-thread milliseconds per millisecond while nobody types (what the page and the probe do anyway). */
export async function backgroundShare(page: Page, taskSeconds: () => Promise<number>): Promise<number> {
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
export async function taskClock(session: CDPSession): Promise<() => Promise<number>> {
  await session.send('Performance.enable');
  return async () => (await session.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
}
