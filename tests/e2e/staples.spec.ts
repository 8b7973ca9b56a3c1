import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';

const STAPLES = '/active/component-active?id=119';
/** Page 119's popup (its last node), as the device remembers it. */
const POPUP_KEY = 'popup-ad:/active/component-active?id=119#n12';
const POPUP_NAME = '新人专享 188元礼包';

/** The popup is the first thing a new visitor sees; the tests of the other staples have seen it before. */
async function openWithoutPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, '2026-11-01'), POPUP_KEY);
  await page.goto(STAPLES);
}

/** The float button is drawn only by the client: once it shows, the page is the app's. */
const takenOver = (page: Page) => expect(page.getByRole('button', { name: '领红包' })).toBeVisible();

test('the popup shows to a new visitor as a dialog, closes with 关闭 or Escape, and not again after a reload (once)', async ({ page }) => {
  await page.goto(STAPLES);
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: '关闭' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), POPUP_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.reload();
  await takenOver(page);
  // Nothing announces that a popup did not open: every picture answered and a task later, it would be open.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in preview the popup shows on every load, whatever the device remembers, and remembers nothing', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '2026-11-01'), POPUP_KEY);
  await page.goto(`${STAPLES}&preview=1`);
  await expect(page.getByRole('dialog', { name: POPUP_NAME })).toBeVisible();
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), POPUP_KEY)).toBe('2026-11-01');
});

test("a tap on the popup's picture closes it and follows its action", async ({ page }) => {
  await page.goto(STAPLES);
  await page.getByRole('dialog', { name: POPUP_NAME }).getByRole('button', { name: POPUP_NAME }).click();
  // A coupon target has no H5 screen: a browser is offered the app (CONTRACT §4).
  await expect(page).toHaveURL(/\/gzj\/download/);
});

test('a picture-cube cell, the float button and a group-buy card follow their actions', async ({ page }) => {
  await openWithoutPopup(page);
  await takenOver(page);
  const cube = page.locator('[data-node-type="picture-cube"]').first();
  await expect(cube.locator('[data-layout="1-2"] > *')).toHaveCount(3);
  await cube.getByRole('button', { name: '美妆专场' }).click();
  await expect(page).toHaveURL(/\/mall\/category\/detail\?id=\d+/);

  await openWithoutPopup(page);
  await page.getByRole('button', { name: '领红包' }).click();
  await expect(page).toHaveURL(/\/active\/component-active\?id=102$/);

  await openWithoutPopup(page);
  await takenOver(page);
  await page.locator('[data-node-type="group-buy"]').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/gzj\/download/);
});

test('flash sales: to come counts to the start, on counts to the end with a sold-out item greyed, over greys every item; an item opens its goods', async ({ page }) => {
  await openWithoutPopup(page);
  await takenOver(page);
  const [running, upcoming, ended] = [0, 1, 2].map((i) => page.locator('[data-node-type="flash-sale"]').nth(i));
  await expect(running!.getByRole('timer')).toContainText(/距结束 (\d+天 )?\d{2}:\d{2}:\d{2}/);
  await expect(running!.locator('li[data-state="sold_out"]')).toHaveCount(1);
  await expect(running!.locator('li[data-state="sold_out"]')).toContainText('已抢光');
  await expect(running!.locator('li[data-state="running"]').first()).toContainText(/已抢\d+%/);
  await expect(upcoming!.getByRole('timer')).toContainText('距开始');
  await expect(upcoming!.locator('li[data-state="upcoming"]').first()).toContainText('即将开抢');
  await expect(ended!.getByRole('timer')).toHaveCount(0);
  await expect(ended!.locator('header')).toContainText('已结束');
  await expect(ended!.locator('li')).toHaveCount(2);
  await expect(ended!.locator('li[data-state="ended"]')).toHaveCount(2);
  // Greyed: the price drawn in grey instead of the brand's red.
  await expect(ended!.locator('li').first().locator('[class^="_price_"]')).toHaveCSS('color', 'rgb(110, 110, 115)');

  const first = running!.locator('li[data-state="running"]').first();
  const id = await first.getAttribute('data-product-id');
  await first.getByRole('button').click();
  await expect(page).toHaveURL(`/mall/goods-detail?id=${id}`);
});

test('user card: a visitor sees 登录/注册, which leads to login and back; then the nickname, coins and order counts', async ({ page }) => {
  await openWithoutPopup(page);
  await takenOver(page);
  const card = page.locator('[data-node-type="user-card"]');
  await card.getByRole('button', { name: '登录/注册' }).click();
  await expect(page).toHaveURL(/\/mall\/login\?redirect=%2Factive%2Fcomponent-active%3Fid%3D119$/);

  const profileAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/customer/index/get');
  await loginWithDemoCode(page, STAPLES, DEMO_PHONE);
  const profile = ((await (await profileAnswer).json()) as { data: Record<string, number | string> }).data;
  await expect(card.getByRole('button', { name: '登录/注册' })).toHaveCount(0);
  if (profile.nick_name) await expect(card).toContainText(String(profile.nick_name));
  await expect(card).toContainText(/金币 \d+/);
  const badge = (count: unknown) => (Number(count) > 99 ? ' 99+' : Number(count) > 0 ? ` ${Number(count)}` : '');
  const shortcuts: Array<[string, unknown, string]> = [
    ['待付款', profile.pending_num, '/mall/order/list?orderindex=1'],
    ['待发货', profile.no_shipped_num, '/mall/order/list?orderindex=2'],
    ['待收货', profile.shipped_num, '/mall/order/list?orderindex=3'],
    ['退款/售后', profile.refund_num, '/mall/after-sales/list'],
  ];
  for (const [label, count, href] of shortcuts) {
    await expect(card.getByRole('link', { name: `${label}${badge(count)}`, exact: true }), label).toHaveAttribute('href', href);
  }
  expect(Number(profile.pending_num) + Number(profile.shipped_num)).toBeGreaterThan(0);
  await card.getByRole('link', { name: /^待收货/ }).click();
  await expect(page).toHaveURL('/mall/order/list?orderindex=3');
});
