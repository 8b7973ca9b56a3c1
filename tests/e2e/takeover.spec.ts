/**
 * A page the server drew is taken over as drawn (issue 36): for a signed-in shopper too, whose home and
 * favourited product the server drew for anyone. React draws a part again only when the client's first
 * render differs from the server's HTML, and says so through the app's onRecoverableError warning.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginWithDemoCode } from './support/login';
import { openInApp } from './support/native';

/** A product the demo customer has favourited (fixtures/demo/seed-state.json). */
const FAVOURITED = 1016;
/** A product with one variant, bought by its id. */
const SINGLE_VARIANT = 1001;

function drawnAgain(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('server-drawn part drawn again')) warnings.push(message.text());
  });
  return warnings;
}

test('a signed-in shopper\'s home and favourited product are taken over without drawing anything again', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/mine');
  const warnings = drawnAgain(page);

  const home = await (await request.get('/mall/portal')).text();
  expect(home, 'the home comes drawn').toContain('data-server-drawn');
  await page.goto('/mall/portal');
  await expect(page.locator('#root[data-server-drawn]')).toHaveCount(0);
  // The feed's list stands in for the drawn placeholder once the page is the client's.
  await expect(page.locator('[data-feed-placeholder]')).toHaveCount(0);

  await page.goto(`/mall/goods-detail?id=${FAVOURITED}`);
  // Drawn for anyone, unmarked; the shopper's own mark follows the takeover.
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');

  // The screen the client draws next, in the same page (the confirm page after the product's).
  await openInApp(page, `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify({ [SINGLE_VARIANT]: 1 }), sale_type: '1' })}`);
  await expect(page.getByRole('button', { name: /提交订单|继续支付/ })).toBeVisible();
  expect(warnings).toEqual([]);
});
