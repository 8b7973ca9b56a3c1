/**
 * The home feed after scrolling through 2,000 products, in headless Chromium at 375×812 with 4× CPU
 * throttling: the DOM stays bounded (the feed is virtualised) and scrolling stays smooth. The feed
 * answers are synthetic (the demo catalogue has 320 products): page 1 of the real feed, repeated
 * with fresh ids, 20 a page, until 2,000. Reports DOM element counts as the feed grows and the
 * median and 95th-percentile frame time while scrolling. Writes bench/results/feed-scroll.json.
 */
import type { Route } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { median } from './stats.ts';

const BASE = process.env.BENCH_BASE ?? 'http://127.0.0.1:4600';
const TOTAL_PRODUCTS = 2000;
const PAGE_SIZE = 20;
const FEED_PATH = '**/v1/index/footer/product/list**';

interface FeedAnswer {
  code: number;
  data: { products: Array<Record<string, unknown> & { product_id: number }>; has_more: boolean; tips: string };
}

/** Serves every feed page from the real page 1, with ids that never repeat. */
function syntheticFeed(): (route: Route) => Promise<void> {
  let template: FeedAnswer | undefined;
  return async (route) => {
    const page = Number(new URL(route.request().url()).searchParams.get('page') ?? 1);
    if (!template) template = (await (await route.fetch()).json()) as FeedAnswer;
    const cards = template.data.products;
    const products = Array.from({ length: PAGE_SIZE }, (_, index) => {
      const serial = (page - 1) * PAGE_SIZE + index;
      return { ...(cards[serial % cards.length] as FeedAnswer['data']['products'][number]), product_id: 900_000 + serial };
    });
    const hasMore = page * PAGE_SIZE < TOTAL_PRODUCTS;
    await route.fulfill({ json: { ...template, data: { products, has_more: hasMore, tips: hasMore ? '' : '—— 已经到底啦 ——' } } });
  };
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

async function main(): Promise<void> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.route(FEED_PATH, syntheticFeed());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${BASE}/mall/portal`);
  await page.locator('[data-product-id]').first().waitFor({ timeout: 60_000 });

  // Frame times from requestAnimationFrame while the page scrolls.
  await page.evaluate(`(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => { window.__frames.push(now - last); last = now; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const domSamples: Array<{ productsLoaded: number; elements: number }> = [];
  const loaded = () => page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('[data-product-id]')].map((tile) => Number(tile.getAttribute('data-product-id')) - 900_000 + 1)));
  const startedAt = Date.now();
  let next = 250;
  while (Date.now() - startedAt < 600_000) {
    await page.mouse.wheel(0, 1600);
    await page.waitForTimeout(60);
    const count = await loaded();
    if (count >= next || count >= TOTAL_PRODUCTS) {
      domSamples.push({ productsLoaded: count, elements: await page.evaluate(() => document.getElementsByTagName('*').length) });
      next += 250;
    }
    if (count >= TOTAL_PRODUCTS && (await page.getByText('—— 已经到底啦 ——').count())) break;
  }
  const frames = await page.evaluate<number[]>('window.__frames');
  await browser.close();

  const reachedEnd = (domSamples.at(-1)?.productsLoaded ?? 0) >= TOTAL_PRODUCTS;
  const result = {
    measuredAt: new Date().toISOString(),
    cpuThrottling: 4,
    viewport: '375x812',
    productsScrolled: domSamples.at(-1)?.productsLoaded ?? 0,
    reachedEnd,
    domElements: domSamples,
    frameMs: { median: Number(median(frames).toFixed(1)), p95: Number(percentile(frames, 0.95).toFixed(1)), frames: frames.length },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/feed-scroll.json', `${JSON.stringify(result, null, 2)}\n`);
  console.table(domSamples);
  console.log(`feed scroll: ${result.productsScrolled} products, frame median ${result.frameMs.median} ms, p95 ${result.frameMs.p95} ms over ${frames.length} frames`);
}

await main();
