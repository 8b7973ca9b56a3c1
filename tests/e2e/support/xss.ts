import type { Page } from '@playwright/test';

/**
 * Every XSS vector in fixtures/xss calls window.__xss(n) when it runs; this records those calls and
 * any dialog, so a test can assert that nothing executed. Calls are reported to the test as they
 * happen, so one made on an earlier document (the test or the app moved on since) still counts.
 */
export async function watchForXss(page: Page): Promise<() => Promise<unknown[]>> {
  const hits: unknown[] = [];
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.exposeFunction('__xssReport', (n: unknown) => {
    hits.push(n);
  });
  await page.addInitScript(() => {
    // Looked up when called: the order in which init scripts and bindings install is not defined.
    const report = (n: unknown) => (window as unknown as { __xssReport: (n: unknown) => Promise<void> }).__xssReport(n);
    Object.defineProperty(window, '__xss', { value: (n: unknown) => void report(n) });
  });
  return async () => [...hits, ...dialogs];
}

/**
 * Which vectors ever appear in the page character for character, as text or in an attribute (alt,
 * aria-label...): shown as what they are rather than taken as markup. Counts across documents too.
 */
export async function watchShownVectors(page: Page, vectors: readonly { n: number; vector: string }[]): Promise<() => number[]> {
  const shown = new Set<number>();
  await page.exposeFunction('__xssShown', (n: number) => {
    shown.add(n);
  });
  await page.addInitScript((list) => {
    const seen = new Set<number>();
    const look = (text: string | null) => {
      if (!text) return;
      for (const { n, vector } of list) {
        if (seen.has(n) || !text.includes(vector)) continue;
        seen.add(n);
        void (window as unknown as { __xssShown: (n: number) => Promise<void> }).__xssShown(n);
      }
    };
    const lookInto = (node: Node) => {
      look(node.textContent);
      if (!(node instanceof Element)) return;
      for (const element of [node, ...node.querySelectorAll('*')]) for (const attribute of element.attributes) look(attribute.value);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(lookInto);
        else if (record.type === 'attributes' && record.target instanceof Element) look(record.target.getAttribute(record.attributeName ?? ''));
        else look(record.target.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  }, vectors.map(({ n, vector }) => ({ n, vector })));
  return () => [...shown].sort((a, b) => a - b);
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
