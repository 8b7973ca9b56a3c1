import { expect, test as base } from '@playwright/test';

/**
 * `test` for pages where something is made to fail on purpose (injected faults log console errors):
 * it still fails on any Content-Security-Policy violation the page reports, so every browser test
 * also proves the app works under the served CSP.
 */
export const testWithFaults = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
        violations.push(line);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation;
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
