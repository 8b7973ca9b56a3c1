/**
 * Paired loads: tells a change apart on a shared machine, where one load of a page varies by a factor of
 * two from the next. Two or more builds (or servings) are loaded in turn, in a random order each round,
 * each load in a fresh mobile context at 4× CPU with the cache off, as the peer bench loads a contestant;
 * what counts is the median of each round's difference to the first URL, not of the URLs' own times.
 *
 *   npx tsx scripts/bench/paired.ts [--rounds 9] [--n 300] [--selector SEL] [--cpu 4] URL_A URL_B [URL_C...]
 *
 * A URL may end in `|SELECTOR` to count its blocks with another selector (the floor page's `[data-block]`).
 * The page is watched by the peer bench's own probe (an init script counting blocks once a frame and
 * reporting through an exposed function): Playwright's polling would put its own script in the page while
 * it loads. Times are from navigation start: `first` (a block is in the DOM), `done` (all N are), `painted`
 * (the frame after), `quiet` (painted, and no long task for 1 s), `fcp`. Then the main thread's work until
 * painted, as the peer bench reads it (CDP Performance.getMetrics, wall time of tasks at the throttled
 * CPU): `tasks`, and of it `script` and `layout` (style and layout). Unlike the times, these do not count
 * waiting for the network or a server slowed by the machine's other work.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { freshMobilePage, launchChromium } from './chromium.ts';
import { median } from './stats.ts';

const BLOCKS = '[data-page-id] > [data-node-id]';
const QUIET_MS = 1000;
const TIMEOUT_MS = 60_000;
const TIMES = ['first', 'done', 'painted', 'quiet', 'fcp'] as const;
const WORK = ['tasks', 'script', 'layout'] as const;
const METRICS = [...TIMES, ...WORK] as const;
type PageTimes = Record<(typeof TIMES)[number], number>;
type MainThreadWork = Record<(typeof WORK)[number], number>;
type Load = PageTimes & MainThreadWork;

interface Options {
  rounds: number;
  n: number;
  selector: string;
  cpu: number;
  urls: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = { rounds: 9, n: 300, selector: BLOCKS, cpu: 4, urls: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--rounds') options.rounds = Number(value());
    else if (arg === '--n') options.n = Number(value());
    else if (arg === '--selector') options.selector = value();
    else if (arg === '--cpu') options.cpu = Number(value());
    else options.urls.push(arg);
  }
  if (options.urls.length < 2) throw new Error('usage: paired.ts [--rounds 9] [--n 300] [--selector SEL] [--cpu 4] URL_A URL_B [URL_C...]');
  return options;
}

// A string, not a function: tsx would wrap named functions in a helper the page does not have.
const PROBE = `(({ n, selector, quietMs }) => {
  if (window !== window.top) return;
  const longTasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.startTime + e.duration); }).observe({ type: 'longtask' });
  } catch {}
  let first = 0;
  const tick = () => {
    const count = document.querySelectorAll(selector).length;
    if (count && !first) first = performance.now();
    if (count < n) { requestAnimationFrame(tick); return; }
    const done = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const painted = performance.now();
      window.__pairedPainted();
      const waitQuiet = () => {
        const lastEnd = Math.max(painted, ...longTasks);
        if (performance.now() - lastEnd < quietMs) { setTimeout(waitQuiet, 50); return; }
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        window.__pairedReport({ first, done, painted, quiet: lastEnd, fcp: fcp ? fcp.startTime : 0 });
      };
      setTimeout(waitQuiet, 50);
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(tick);
})`;

/** The main thread's work so far, in ms. */
async function mainThreadWork(cdp: CDPSession): Promise<MainThreadWork> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    tasks: seconds('TaskDuration') * 1000,
    script: seconds('ScriptDuration') * 1000,
    layout: (seconds('RecalcStyleDuration') + seconds('LayoutDuration')) * 1000,
  };
}

async function load(browser: Browser, target: string, options: Options): Promise<Load> {
  const [url, selector = options.selector] = target.split('|') as [string, string?];
  const { context, page, cdp } = await freshMobilePage(browser, options.cpu);
  try {
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    let report: (times: PageTimes) => void = () => undefined;
    const reported = new Promise<PageTimes>((resolve) => (report = resolve));
    let work: Promise<MainThreadWork> | undefined;
    await page.exposeFunction('__pairedPainted', () => void (work = mainThreadWork(cdp)));
    await page.exposeFunction('__pairedReport', (times: PageTimes) => report(times));
    await page.addInitScript(`${PROBE}(${JSON.stringify({ n: options.n, selector, quietMs: QUIET_MS })})`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`${url}: fewer than ${options.n} blocks (${selector}) after ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    try {
      const times = await Promise.race([reported, timeout]);
      if (errors.length) console.warn(`${url}: ${errors.slice(0, 3).join(' | ')}`);
      // Asked for as the frame after `done` went out: the page reports its times a second later.
      if (!work) throw new Error(`${url}: reported before it painted`);
      return { ...times, ...(await work) };
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await context.close();
  }
}

/** Fisher–Yates: each round loads the URLs in a new order, so neither side always goes first. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const ms = (value: number) => `${Math.round(value)}`.padStart(6);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const browser = await launchChromium();
  const loads: Load[][] = options.urls.map(() => []);
  try {
    // A first load of each, not counted: the server's caches and the browser's own start.
    for (const url of options.urls) await load(browser, url, options);
    for (let round = 0; round < options.rounds; round += 1) {
      for (const index of shuffled(options.urls.map((_, each) => each))) loads[index]!.push(await load(browser, options.urls[index]!, options));
      process.stderr.write(`[paired] round ${round + 1}/${options.rounds}\n`);
    }
  } finally {
    await browser.close();
  }
  console.log(`Medians of ${options.rounds} rounds, N = ${options.n}, CPU ${options.cpu}x (ms from navigation start; tasks, script, layout: main-thread ms until painted)`);
  console.log(`${'url'.padEnd(60)}${METRICS.map((metric) => metric.padStart(8)).join('')}`);
  options.urls.forEach((url, index) => {
    console.log(`${url.slice(0, 59).padEnd(60)}${METRICS.map((metric) => `  ${ms(median(loads[index]!.map((each) => each[metric])))}`).join('')}`);
  });
  console.log('Paired differences to the first URL: median [min, max] of the rounds');
  for (let index = 1; index < options.urls.length; index += 1) {
    const parts = METRICS.map((metric) => {
      const differences = loads[index]!.map((each, round) => each[metric] - loads[0]![round]![metric]);
      return `${metric} ${Math.round(median(differences))} [${Math.round(Math.min(...differences))}, ${Math.round(Math.max(...differences))}]`;
    });
    console.log(`${options.urls[index]!.slice(0, 59)}: ${parts.join('  ')}`);
  }
}

await main();
