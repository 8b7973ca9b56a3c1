/**
 * The demo's WeChat stand-in (`npm start`, server/sim/) stands in for WeChat only where WeChat would be
 * (issue 33): a WeChat user agent outside the mini program, without a real WeixinJSBridge. In the native
 * app, the mini program and a plain browser the app runs as it would without it (CONTRACT §4). Its badge
 * covers nothing a shopper reads or taps.
 */
import type { Page } from '@playwright/test';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';
import { expect, test } from './support/fixtures';
import { APP_UA, MINI_PROGRAM_UA, bridgeCalls, installMiniProgram, installNativeBridge } from './support/native';
import { SIM_ORIGIN, serveWithWechatStandIn } from './support/sim-server';
import { WECHAT_UA } from './support/wechat';

serveWithWechatStandIn();
test.use({ baseURL: SIM_ORIGIN });

const badge = (page: Page) => page.getByTestId('wechat-sim-badge');
const standInOn = (page: Page) => page.evaluate(() => (window as unknown as { __WECHAT_SIM__?: boolean }).__WECHAT_SIM__ === true);
const hasWeixinJSBridge = (page: Page) => page.evaluate(() => 'WeixinJSBridge' in window);

/** Opens the variant sheet of goods detail and taps its 立即购买. */
async function buyNow(page: Page, productId: number): Promise<void> {
  await page.goto(`/mall/goods-detail?id=${productId}`);
  await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
  const sheet = page.getByRole('dialog', { name: '选择规格' });
  await expect(sheet.getByRole('button', { name: '立即购买' })).toBeInViewport({ ratio: 1 });
  await sheet.getByRole('button', { name: '立即购买' }).click();
}

/** Every text and control the badge's box meets: what it would hide from a shopper or an operator. */
function underTheBadge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const badgeElement = document.querySelector('[data-testid="wechat-sim-badge"]')!;
    const box = badgeElement.getBoundingClientRect();
    const meets = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
    const covered: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (badgeElement.contains(node) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text: ${node.textContent.trim()}`);
    }
    for (const control of document.querySelectorAll('a, button, input, textarea, select, [role="tab"], [role="button"]')) {
      if (meets(control.getBoundingClientRect())) covered.push(`control: ${control.outerHTML.slice(0, 80)}`);
    }
    return covered;
  });
}

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the badge and the stand-in bridge are there, and a purchase is walked to 支付成功 on its payment sheet', async ({ page }) => {
    await loginWithDemoCode(page, '/mall/portal', DEMO_PHONE);
    await expect(badge(page)).toHaveText('模拟微信环境');
    expect(await standInOn(page)).toBe(true);

    await buyNow(page, 1001);
    // WeChat's authorisation is the stand-in's too: it hands an open id back to the confirm page.
    await expect(page).toHaveURL(/\/mall\/confirm\?/);
    await expect(page.getByRole('region', { name: '收货地址' })).toContainText(DEMO_PHONE);
    await page.getByRole('radio', { name: /微信支付/ }).click();
    await page.getByRole('button', { name: '提交订单' }).click();
    const sheet = page.getByTestId('wechat-sim-pay');
    await expect(sheet).toContainText('模拟微信支付');
    await sheet.getByTestId('wechat-sim-pay-ok').click();
    await expect(page).toHaveURL(/\/mall\/pay-success\?trade_no=/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  });

  for (const [screen, path] of [
    ['the order list', '/mall/order/list?orderindex=0'],
    ['the home', '/mall/portal'],
    ['a category', '/mall/category'],
    ['goods detail', '/mall/goods-detail?id=1001'],
    ['the confirm page', `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify({ 1001: 1 }), sale_type: '1' })}`],
    ['the venue page 101', '/active/component-active?id=101'],
  ] as const) {
    test(`on ${screen} the badge covers no text, tab, bottom bar or control`, async ({ page }) => {
      await loginWithDemoCode(page, path, DEMO_PHONE);
      await expect(badge(page)).toBeVisible();
      // Every answer and picture is in, so every text and bar is where it stays.
      await page.waitForLoadState('networkidle');
      expect(await underTheBadge(page)).toEqual([]);
    });
  }
});

test.describe('in the native app', () => {
  test.use({ userAgent: APP_UA });

  test('no badge and no WeixinJSBridge; 立即购买 is the app’s own goods page, as without the stand-in', async ({ page }) => {
    await installNativeBridge(page);
    await buyNow(page, 1001);
    await expect.poll(async () => (await bridgeCalls(page)).map((call) => call.name)).toContain('openGoodsDetail');
    await expect(page.getByText('请在微信内内打开链接支付')).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    expect(await standInOn(page)).toBe(false);
    expect(await hasWeixinJSBridge(page)).toBe(false);
    await expect(page).toHaveURL('/mall/goods-detail?id=1001');
  });
});

test.describe('in the mini program', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('no badge and its own WeixinJSBridge; 立即购买 opens the mini program’s goods page', async ({ page }) => {
    await installMiniProgram(page);
    await buyNow(page, 1001);
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'navigateTo')).toEqual([{ name: 'navigateTo', data: { url: expect.stringMatching(/^\/pages\/goods\/detail\?id=1001&sku_id=\d+&num=1$/) } }]);
    await expect(page.getByText('页面打开失败，请稍后重试')).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    expect(await standInOn(page)).toBe(false);
  });
});

test.describe('in a plain browser', () => {
  test('no badge and no WeixinJSBridge; buying says to open the link in WeChat', async ({ page }) => {
    await buyNow(page, 1001);
    await expect(page.getByText('请在微信内内打开链接支付')).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    expect(await standInOn(page)).toBe(false);
    expect(await hasWeixinJSBridge(page)).toBe(false);
  });
});
