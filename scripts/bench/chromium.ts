/** Debian's Chromium, as every bench script drives it (the same flags as the browser tests). */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface FreshPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * A page as the peer bench loads one: a new mobile context (375 px, 2x, touch, no service worker), the
 * cache off and the CPU slowed `cpu` times. The caller closes the context.
 */
export async function freshMobilePage(browser: Browser, cpu: number): Promise<FreshPage> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}
