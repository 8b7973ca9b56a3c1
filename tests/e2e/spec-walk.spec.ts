/**
 * Every path of platform-spec §2, walked in each host as a shopper's taps would open them (issue 35):
 * inside the app and the mini program nothing ever says "download the app" (the app is handed each
 * route it owns; the mini program opens its page or says 请移驾到app操作), and no path is a blank
 * screen anywhere.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { APP_UA, MINI_PROGRAM_UA, bridgeCalls, installMiniProgram, installNativeBridge, openInApp } from './support/native';
import { SPEC_PATHS } from './support/spec-paths';
import { WECHAT_UA } from './support/wechat';

const DOWNLOAD_TEXT = '下载.{0,6}APP|请在公主购APP中使用|在公主购APP中提供';

interface WalkWindow {
  __downloadTextSeen: string[];
}

/** Records, from the first paint on, every moment a "download the app" text is in the page. */
async function watchForDownloadText(page: Page): Promise<void> {
  await page.addInitScript((pattern) => {
    const seen: string[] = [];
    (window as unknown as WalkWindow).__downloadTextSeen = seen;
    const check = () => {
      const text = document.body?.innerText ?? '';
      const match = text.match(new RegExp(pattern));
      if (match) seen.push(`${window.location.pathname}${window.location.search}: ${match[0]}`);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, DOWNLOAD_TEXT);
}

/** Opens a path inside the running app (a link of ours), and waits until the screen has settled. */
async function open(page: Page, path: string): Promise<void> {
  await openInApp(page, path);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const busy = [...document.querySelectorAll<HTMLElement>('[aria-busy="true"]')].some((element) => element.offsetParent !== null);
          const shown = [...document.querySelectorAll<HTMLElement>('main > *')].some((element) => element.offsetParent !== null && element.innerText.trim() !== '');
          return !busy && shown;
        }),
      { message: `${path} settles on a screen with something on it` },
    )
    .toBe(true);
}

async function walk(page: Page): Promise<void> {
  await page.goto('/mall/portal');
  for (const path of SPEC_PATHS) await open(page, path);
}

const seenDownloadText = (page: Page) => page.evaluate(() => (window as unknown as WalkWindow).__downloadTextSeen);

// 305 paths in one tab: a minute or two on a slow machine.
test.describe.configure({ timeout: 240_000 });

test.describe('in the native app', () => {
  test.use({ userAgent: APP_UA });

  test('every path is a screen of ours or handed to the app, never "download the app"', async ({ page }) => {
    await installNativeBridge(page);
    await watchForDownloadText(page);
    await walk(page);
    expect(await seenDownloadText(page)).toEqual([]);
    const handed = (await bridgeCalls(page)).filter((call) => call.name === 'openAdTarget').map((call) => (call.data as { url: string }).url);
    // The spec's routes without an H5 screen (and `/`, which redirects to one), each handed over once.
    expect(handed.length).toBeGreaterThan(270);
    expect(handed.every((url) => SPEC_PATHS.includes(url) || url === '/member/become')).toBe(true);
  });
});

test.describe('in the mini program', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('every path is a screen of ours, its own page, or 请移驾到app操作, never "download the app"', async ({ page }) => {
    await installMiniProgram(page);
    await watchForDownloadText(page);
    await walk(page);
    expect(await seenDownloadText(page)).toEqual([]);
  });
});

for (const [host, userAgent] of [
  ['WeChat', WECHAT_UA],
  ['a plain browser', undefined],
] as const) {
  test.describe(`in ${host}`, () => {
    if (userAgent) test.use({ userAgent });

    test('every path settles on a screen with something on it', async ({ page }) => {
      await walk(page);
      await expect(page.locator('main')).toBeVisible();
    });
  });
}
