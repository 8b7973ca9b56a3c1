import { expect, test as base } from '@playwright/test';

/**
 * `test` for pages where something is made to fail on purpose (injected faults log console errors):
 * it still fails on any Content-Security-Policy violation the page reports, so every browser test
 * also proves the app works under the served CSP.
 */
export const testWithFaults = base.extend<{ freshRequestLog: void; cspViolations: string[] }>({
  /**
   * Every test starts with an empty request log. The log keeps the server's last 1,000 calls, so a
   * count taken against it late in a long run (--repeat-each=3) lost entries off its front while the
   * test added its own; a test counts only what it caused.
   */
  freshRequestLog: [
    async ({ request }, use) => {
      await request.delete('/__admin/requests');
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
        violations.push(line);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * `test` that also fails when the page logs an error or throws: the mall screens must run clean
 * (issue 4's "no console errors"). Use it where no fault is injected on purpose.
 */
export const test = testWithFaults.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
