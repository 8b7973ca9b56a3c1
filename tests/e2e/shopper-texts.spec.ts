// What a shopper reads on a first visit (issue 33): each text and piece of demo data as shown.
import type { Locator, Page } from '@playwright/test';
import { DEMO_PHONE, freshPhone, loginWithDemoCode } from './support/login';
import { expect, test } from './support/fixtures';

/** How many lines a piece of text takes where it is drawn. */
const linesOf = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** "YYYY-MM-DD HH:mm:ss" in China time, as the server writes times, in ms. */
const chinaTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

const onePage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('[data-node-type]').first()).toBeAttached();
};

test('the store card names its main business once', async ({ page }) => {
  await onePage(page, '/mall/goods-detail?id=1001');
  await expect(page.getByText('主营：美妆护肤', { exact: true })).toBeVisible();
  await expect(page.getByText(/主营：主营/)).toHaveCount(0);
});

test('the medal notice is for a shopper without orders, not for one who has them', async ({ page }) => {
  await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
  await expect(page.getByText('小鹿同学')).toBeVisible();
  await expect(page.getByText('完成首单即可点亮「购物达人」勋章')).toHaveCount(0);
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await loginWithDemoCode(page, '/mall/mine', freshPhone());
  await expect(page.getByText('完成首单即可点亮「购物达人」勋章')).toBeVisible();
});

test('设为默认地址 and the toast 验证码发送成功 each stay on one line', async ({ page }) => {
  await loginWithDemoCode(page, '/mall/address/add', DEMO_PHONE);
  expect(await linesOf(page.getByText('设为默认地址', { exact: true }))).toBe(1);
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/mall/login');
  await page.getByLabel('手机号').fill(freshPhone());
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const toast = page.getByText('验证码发送成功', { exact: true });
  await expect(toast).toBeVisible();
  expect(await linesOf(toast)).toBe(1);
});

test('a parcel on its way shows no event later than now', async ({ page }) => {
  await loginWithDemoCode(page, '/mall/order/list?orderindex=3', DEMO_PHONE);
  const card = page.locator('li', { hasText: '查看物流' }).last();
  await card.getByRole('button', { name: '查看物流' }).click();
  await expect(page).toHaveURL(/\/mall\/packages\/logistics\?id=\d+/);
  const times = page.locator('time');
  await expect(times.first()).toBeVisible();
  const shown = (await times.allTextContents()).map(chinaTime);
  expect(shown.length).toBeGreaterThan(0);
  for (const time of shown) expect(time).toBeLessThanOrEqual(Date.now() + 60_000);
});

test('the home\'s category shortcuts open their category', async ({ page }) => {
  await onePage(page, '/mall/portal');
  for (const [title, topCid] of [['美妆护肤', 1], ['数码家电', 6]] as const) {
    await page.locator('[data-node-type="icon-grid"]').getByText(title, { exact: true }).click();
    await expect(page).toHaveURL(`/mall/category/detail?topcid=${topCid}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/mall/portal');
  }
});
