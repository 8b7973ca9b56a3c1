/**
 * Largest Contentful Paint of mall screens on the production build: headless Chromium at 375×812,
 * 4× CPU throttling and a slow-4G network (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, the profile
 * Lighthouse simulates), cold cache, several runs, medians. Writes bench/results/lcp.json.
 */
import type { Browser } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { median } from './stats.ts';

const BASE = process.env.BENCH_BASE ?? 'http://127.0.0.1:4600';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCREENS = [
  { name: '/mall/portal', path: '/mall/portal' },
  { name: '/mall/goods-detail', path: '/mall/goods-detail?id=1013' },
];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

// A string, not a function: tsx would wrap named functions in a helper the page does not have.
const OBSERVE_LCP = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function measure(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.addInitScript(OBSERVE_LCP);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // LCP is final once the page has been idle a moment; a tap would also end it.
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  return lcp;
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const rows = [];
  for (const screen of SCREENS) {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await measure(browser, `${BASE}${screen.path}`));
    rows.push({ screen: screen.name, lcpMedianMs: Math.round(median(samples)), samplesMs: samples.map(Math.round) });
  }
  await browser.close();
  const result = { measuredAt: new Date().toISOString(), conditions: '375×812, 4× CPU, slow 4G (150 ms, 1.6 Mbit/s), cold cache', runs: RUNS, lcp: rows };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lcp.json', `${JSON.stringify(result, null, 2)}\n`);
  console.table(rows.map(({ screen, lcpMedianMs }) => ({ screen, 'LCP median (ms)': lcpMedianMs })));
}

void main();
