/**
 * Targets that H5 cannot open itself go where platform-spec §7 says for each environment (issue 18):
 * the native app's action, the mini program's page through its one mapping table, or in a plain
 * browser the open-in-app page, never a dead end. Page 118 carries coupon, gold and group-buy entries
 * and a bottom bar with a coupon item (navigation type 10).
 */
import type { Page } from '@playwright/test';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';
import { expect, test } from './support/fixtures';
import { APP_UA, MINI_PROGRAM_UA, bridgeCalls, hostSession, installMiniProgram, installNativeBridge } from './support/native';
import { requestsTo } from './support/server';
import { answersTaps } from './support/takeover';
import { installFakeWechatPay, interceptOAuth, WECHAT_UA } from './support/wechat';

const PAGE = '/active/component-active?id=118';
const entry = (page: Page, title: string) => page.locator('[data-node-type="icon-grid"]').getByRole('button', { name: title }).or(
  page.locator('[data-node-type="icon-grid"]').getByRole('link', { name: title }),
);
const couponNav = (page: Page) => page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '优惠券' });

test.describe('in the native app', () => {
  test.use({ userAgent: APP_UA });

  test('coupon, gold, group buy and the coupon nav item are the app’s own actions', async ({ page }) => {
    await installNativeBridge(page);
    await page.goto(PAGE);
    await answersTaps(page);
    await entry(page, '领券中心').click();
    await entry(page, '金币商城').click();
    await entry(page, '拼团').click();
    await couponNav(page).click();
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.name.startsWith('open'))).toEqual([
      { name: 'openCoupon', data: { coupon_id: '9001' } },
      // The page's "" fields are absent (CONTRACT §5): the app is handed what the operator set.
      { name: 'openAdTarget', data: { target: 'integral' } },
      { name: 'openAdTarget', data: { target: 'group_buy', target_id: '3' } },
      { name: 'openCoupon', data: { coupon_id: '9002' } },
    ]);
    await expect(page).toHaveURL(PAGE);
  });
});

test.describe('in the mini program', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('a coupon opens the mini program’s coupon page; gold, which it has no page for, offers the app', async ({ page }) => {
    await installMiniProgram(page);
    await page.goto(PAGE);
    await answersTaps(page);
    await entry(page, '领券中心').click();
    await couponNav(page).click();
    // The page's share card is posted on arrival too (CONTRACT §4); here only the navigations count.
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'navigateTo')).toEqual([
      { name: 'navigateTo', data: { url: '/pages/coupon/index?id=9001' } },
      { name: 'navigateTo', data: { url: '/pages/coupon/index?id=9002' } },
    ]);
    // No page for it in the mini program: the shopper is asked to use the app, and stays here.
    await entry(page, '金币商城').click();
    await expect(page.getByText('请移驾到app操作')).toBeVisible();
    await expect(page).toHaveURL(PAGE);
  });

  test('buying hands the purchase to the mini program’s goods page; a confirm link says what to do', async ({ page, request }) => {
    await installMiniProgram(page);
    await page.goto('/mall/goods-detail?id=1001');
    await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
    const sheet = page.getByRole('dialog', { name: '选择规格' });
    await expect(sheet.getByRole('button', { name: '立即购买' })).toBeInViewport({ ratio: 1 });
    await sheet.getByRole('button', { name: '立即购买' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'navigateTo')).toEqual([{ name: 'navigateTo', data: { url: expect.stringMatching(/^\/pages\/goods\/detail\?id=1001&sku_id=\d+&num=1$/) } }]);
    await expect(page.getByText('请在微信内内打开链接支付')).toHaveCount(0);

    // The mini program logs the shopper in and passes the token in the address (platform-spec §9).
    const confirm = `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify({ 1001: 1 }), sale_type: '1' }).toString()}`;
    await page.goto(`${confirm}&token=${await hostSession(request, DEMO_PHONE)}`);
    await expect(page).toHaveURL(confirm);
    await expect(page.getByRole('note')).toHaveText('请返回商品页，点击“立即购买”在小程序中下单支付');
  });
});

test.describe('a shared goods link, in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('keeps who shared it (inviter, uid) through goods detail and the confirm page to the order', async ({ page, request }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    await loginWithDemoCode(page, '/share/goods/1001?inviter=10002&uid=77', DEMO_PHONE);
    await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
    const sheet = page.getByRole('dialog', { name: '选择规格' });
    await expect(sheet.getByRole('button', { name: '立即购买' })).toBeInViewport({ ratio: 1 });
    await sheet.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/mall\/confirm\?.*inviter=10002&uid=77/);
    await page.getByRole('radio', { name: /微信支付/ }).click();
    const created = page.waitForResponse((response) => response.url().includes('/v1/trade/order/create'));
    await page.getByRole('button', { name: '提交订单' }).click();
    await created;
    expect((await requestsTo(request, '/v1/trade/order/create')).at(-1)?.body).toMatchObject({ inviter: '10002', uid: '77' });
    // The confirm call is the spec's payload alone.
    expect((await requestsTo(request, '/v1/trade/order/confirm')).at(-1)?.body).not.toHaveProperty('inviter');
  });
});

test.describe('in a plain browser', () => {
  test('coupon, gold and the coupon nav item offer the app instead of a dead end', async ({ page }) => {
    for (const open of [() => entry(page, '领券中心').click(), () => entry(page, '金币商城').click(), () => couponNav(page).click()]) {
      await page.goto(PAGE);
      await open();
      await expect(page).toHaveURL('/gzj/download');
    }
  });

  test('orderindex=4 opens the after-sales list, and Back does not return to it', async ({ page }) => {
    await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
    await page.goto('/mall/order/list?orderindex=4');
    await expect(page).toHaveURL('/mall/after-sales/list');
    await expect(page.locator('[data-refund-type]').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/mall/mine');
  });
});
