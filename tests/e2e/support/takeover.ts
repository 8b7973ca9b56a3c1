import { expect, type Page } from '@playwright/test';
import { SERVER_DRAWN_ATTRIBUTE } from '../../../src/contract/embedded-answers';

export interface TakeoverWatch {
  /** React's complaints and page errors seen since the watch began. */
  complaints: string[];
  /** Node elements (`[data-node-id]`) the page has lost: a client drawing the page again would replace every one. */
  removedNodes: () => Promise<number>;
}

/** What a takeover of a server-drawn page would show if it went wrong. Call before the page loads. */
export async function watchTakeover(page: Page): Promise<TakeoverWatch> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/React error|drawn again/.test(message.text())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  await page.addInitScript(() => {
    const seen = window as Window & { removedNodes?: number };
    seen.removedNodes = 0;
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.removedNodes) if (node instanceof Element && node.matches('[data-node-id]')) seen.removedNodes! += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return { complaints, removedNodes: () => page.evaluate(() => (window as Window & { removedNodes?: number }).removedNodes ?? 0) };
}

/**
 * Until the app has taken a server-drawn page, only the last tap is kept for it (src/app/early-tap.ts):
 * a test that taps several things in a row waits for this first, as a shopper's taps would wait for it.
 */
export async function answersTaps(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute(SERVER_DRAWN_ATTRIBUTE);
}
