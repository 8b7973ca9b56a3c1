import type { Page } from '@playwright/test';

/**
 * Every XSS vector in fixtures/xss calls window.__xss(n) when it runs; this records those calls and
 * any dialog, so a test can assert that nothing executed.
 */
export async function watchForXss(page: Page): Promise<() => Promise<unknown[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: unknown[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', { value: (n: unknown) => hits.push(n) });
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits)), ...dialogs];
}

/** Scrolls to the bottom in steps so lazy images and media get their chance to load (and misbehave). */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    if (done) break;
    await page.waitForTimeout(50);
  }
}
