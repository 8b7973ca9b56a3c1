/**
 * Where one page's main thread goes, against another's: the question paired.ts leaves open once it has
 * shown that a page does more work. Each URL is loaded in turn, in a fresh mobile context at 4× CPU with
 * the cache off, under a light Chromium trace, until all N blocks are in; then the main thread's self
 * time by trace event until then (./trace-self-time.ts), medians over the rounds, the largest
 * differences to the first URL first. The trace itself slows a load a little, alike for both.
 *
 *   npx tsx scripts/bench/trace-compare.ts [--rounds 4] [--n 50] [--top 25] [--cpu 4] URL_A URL_B
 *
 * A URL may end in `|SELECTOR` to count its blocks with another selector (the floor page's `[data-block]`).
 */
import type { Browser } from '@playwright/test';
import { freshMobilePage, launchChromium } from './chromium.ts';
import { median } from './stats.ts';
import { mainThreadWork, type MainThreadWork, type TraceEvent } from './trace-self-time.ts';

const BLOCKS = '[data-page-id] > [data-node-id]';
const DONE_MARK = 'probe:done';
const TIMEOUT_MS = 60_000;
// Top-level tasks, timeline events, user timing, loading and script execution; no sampling profiler.
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute'];

interface Options {
  rounds: number;
  n: number;
  top: number;
  cpu: number;
  urls: [string, string];
}

function parseOptions(argv: string[]): Options {
  const flags: Record<string, number> = { rounds: 4, n: 50, top: 25, cpu: 4 };
  const urls: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const flag = /^--(rounds|n|top|cpu)$/.exec(arg)?.[1];
    if (flag) flags[flag] = Number(argv[++index]);
    else urls.push(arg);
  }
  if (urls.length !== 2 || Object.values(flags).some((value) => !Number.isFinite(value))) {
    throw new Error('usage: trace-compare.ts [--rounds 4] [--n 50] [--top 25] [--cpu 4] URL_A URL_B');
  }
  return { rounds: flags.rounds!, n: flags.n!, top: flags.top!, cpu: flags.cpu!, urls: [urls[0]!, urls[1]!] };
}

// A string, not a function: tsx would wrap named functions in a helper the page does not have.
const PROBE = `(({ n, selector, mark }) => {
  if (window !== window.top) return;
  const tick = () => {
    if (document.querySelectorAll(selector).length < n) { requestAnimationFrame(tick); return; }
    performance.mark(mark);
    window.__traceDone();
  };
  requestAnimationFrame(tick);
})`;

async function tracedLoad(browser: Browser, target: string, options: Options): Promise<MainThreadWork> {
  const [url, selector = BLOCKS] = target.split('|') as [string, string?];
  const { context, page } = await freshMobilePage(browser, options.cpu);
  let timer: NodeJS.Timeout | undefined;
  try {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    await page.exposeFunction('__traceDone', () => finish());
    await page.addInitScript(`${PROBE}(${JSON.stringify({ n: options.n, selector, mark: DONE_MARK })})`);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`${url}: fewer than ${options.n} blocks (${selector}) after ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    await Promise.race([done, timeout]);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return mainThreadWork(trace.traceEvents, DONE_MARK);
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

const cell = (value: number) => value.toFixed(1).padStart(9);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const browser = await launchChromium();
  const loads: [MainThreadWork[], MainThreadWork[]] = [[], []];
  try {
    for (let round = 0; round < options.rounds; round += 1) {
      // Alternating which goes first: neither always meets a machine still busy with the other.
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const index of order) loads[index as 0 | 1].push(await tracedLoad(browser, options.urls[index as 0 | 1], options));
      process.stderr.write(`[trace-compare] round ${round + 1}/${options.rounds}\n`);
    }
  } finally {
    await browser.close();
  }
  const [a, b] = loads;
  const names = [...new Set([...a, ...b].flatMap((work) => [...work.selfMs.keys()]))];
  const medianOf = (works: MainThreadWork[], name: string) => median(works.map((work) => work.selfMs.get(name) ?? 0));
  const rows = names.map((name) => ({ name, a: medianOf(a, name), b: medianOf(b, name) })).sort((x, y) => Math.abs(y.b - y.a) - Math.abs(x.b - x.a));
  const total = (works: MainThreadWork[]) => median(works.map((work) => [...work.selfMs.values()].reduce((sum, ms) => sum + ms, 0)));
  console.log(`Main-thread self time until ${options.n} blocks are in, medians of ${options.rounds} traced loads each, ms at ${options.cpu}x CPU`);
  console.log(`A: ${options.urls[0]}\nB: ${options.urls[1]}`);
  console.log(`${'event'.padEnd(52)}${'A'.padStart(9)}${'B'.padStart(9)}${'B - A'.padStart(9)}`);
  for (const row of rows.slice(0, options.top)) console.log(`${row.name.slice(0, 51).padEnd(52)}${cell(row.a)}${cell(row.b)}${cell(row.b - row.a)}`);
  console.log(`${'all events'.padEnd(52)}${cell(total(a))}${cell(total(b))}${cell(total(b) - total(a))}`);
  const tasks = (works: MainThreadWork[]) => median(works.map((work) => work.tasks));
  const until = (works: MainThreadWork[]) => median(works.map((work) => work.untilMs));
  console.log(`${'tasks (count)'.padEnd(52)}${cell(tasks(a))}${cell(tasks(b))}${cell(tasks(b) - tasks(a))}`);
  console.log(`${'all blocks in (ms from navigation start)'.padEnd(52)}${cell(until(a))}${cell(until(b))}${cell(until(b) - until(a))}`);
}

await main();
