import { expect, test as base } from '@playwright/test';

/**
 * `test` that fails when the page logs an error or throws: the mall screens must run clean
 * (issue 4's "no console errors"). Use it where no fault is injected on purpose.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
