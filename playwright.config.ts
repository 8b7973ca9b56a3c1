import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './tests/e2e/support/admin';

const PORT = Number(process.env.E2E_PORT ?? 4599);

/**
 * Browser tests drive the production build (`dist/`) through the embedded server, on a phone-sized
 * viewport, in Debian's Chromium. One worker: the tests share one server and its state.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A test's normal run is at most a third of its limit, on a slow 2-core machine with a core kept busy
  // (README, "A slow machine"): the longest journeys take ~12 s there; longer tests set their own.
  timeout: 45_000,
  // A screen that needs a page load and two calls can take a few seconds on such a machine.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/slowest-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    // No trace: recording one for every test made the suite about a seventh slower (two specs: 3.5 -> 3.0
    // min), and CI's 30 minutes are tight on a slow day. To look into a failure: --trace on.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `tsx server/cli.ts --serve dist --port ${PORT} --host 127.0.0.1 --data-dir .data/e2e --reset --test-hooks --no-wechat-sim --quiet --admin-token ${E2E_ADMIN_TOKEN}`,
    url: `http://127.0.0.1:${PORT}/mall/portal`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
