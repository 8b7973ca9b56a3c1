// CONTRACT §7: operators fill any route without an H5 screen with a published component page, named
// by /v1/config/get's route_pages (the demo's: server/seed/route-pages.ts); the build names no page id.
import { expect, test } from './support/fixtures';
import { requestsTo } from './support/server';

const DOWNLOAD_TEXT = '在公主购APP中提供';

test('an app-only route the config gives a page shows that page, under the page\'s own title', async ({ page, request }) => {
  await page.goto('/coupon/list');
  await expect(page.locator('[data-page-id="118"]')).toBeVisible();
  await expect(page.getByText(DOWNLOAD_TEXT)).toHaveCount(0);
  await expect(page).toHaveTitle('领券与金币（原生入口）');
  const reads = await requestsTo(request, '/v1/component/page/info/get');
  expect(reads.at(-1)?.query.id).toBe('118');
});

test('the route keeps its address and query; a second route names the same page', async ({ page }) => {
  for (const path of ['/new-product?from=push', '/active/new-exclusive']) {
    await page.goto(path);
    await expect(page.locator('[data-page-id="102"]')).toBeVisible();
    await expect(page).toHaveURL(path);
  }
});

test('the settings screen\'s help entry opens the operator\'s page on its route', async ({ page }) => {
  await page.goto('/help');
  await expect(page.locator('[data-page-id="116"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
});

test('the mission centre and the sign-in page are route pages too', async ({ page }) => {
  for (const [path, id] of [['/mission-center', 120], ['/active/sign-in', 121]] as const) {
    await page.goto(path);
    await expect(page.locator(`[data-page-id="${id}"]`)).toBeVisible();
    await expect(page.getByText(DOWNLOAD_TEXT)).toHaveCount(0);
  }
});

test('a route without an entry is what it was: the app-only page', async ({ page }) => {
  await page.goto('/vote/rank-list');
  await expect(page.getByText(DOWNLOAD_TEXT)).toBeVisible();
  await expect(page.locator('[data-page-id]')).toHaveCount(0);
});

test('a back end that writes ids as text maps routes all the same', async ({ page, request }) => {
  expect((await request.post('/__admin/dialect', { data: { dialect: 'loose' } })).ok()).toBe(true);
  try {
    await page.goto('/mall/setting/help');
    await expect(page.locator('[data-page-id="116"]')).toBeVisible();
  } finally {
    await request.post('/__admin/dialect', { data: { dialect: 'strict' } });
  }
});
