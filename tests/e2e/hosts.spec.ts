/**
 * CONTRACT §4, "where the shopper is decides what a screen does", one row at a time in each host: the
 * native app (a recording WebViewJavascriptBridge), the mini program (a recording wx.miniProgram), WeChat
 * and a plain browser. Nobody is told to get the app they are in (issue 35).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';
import { APP_UA, MINI_PROGRAM_UA, bridgeCalls, hostSession, installMiniProgram, installNativeBridge, openInApp } from './support/native';
import { installFakeWechatPay, jsApiCalls, WECHAT_UA } from './support/wechat';

const GOODS = '/mall/goods-detail?id=1001';
const VENUE = '/active/component-active?id=101';
const VENUE_CARD = { title: '双11主会场 | 全场满99包邮', desc: '爆款直降，领券再减' };
const DOWNLOAD_TEXT = /下载.{0,6}APP|请在公主购APP中使用|在公主购APP中提供/;

const named = (page: Page, name: string) => bridgeCalls(page).then((calls) => calls.filter((call) => call.name === name));

async function buyFromSheet(page: Page, quantity = 2): Promise<void> {
  await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
  const sheet = page.getByRole('dialog', { name: '选择规格' });
  await expect(sheet.getByRole('button', { name: '立即购买' })).toBeInViewport({ ratio: 1 });
  for (let count = 1; count < quantity; count += 1) await sheet.locator('.rv-stepper__plus').click();
  await sheet.getByRole('button', { name: '立即购买' }).click();
}

test.describe('in the native app', () => {
  test.use({ userAgent: APP_UA });

  test('a route without an H5 screen is the app’s: openAdTarget with the route, then back where the shopper was', async ({ page }) => {
    await installNativeBridge(page);
    await page.goto(GOODS);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openInApp(page, '/store/follow?tab=2');
    await expect.poll(() => named(page, 'openAdTarget')).toEqual([{ name: 'openAdTarget', data: { target: 'route', url: '/store/follow?tab=2' } }]);
    await expect(page).toHaveURL(GOODS);
    await expect(page.getByText(DOWNLOAD_TEXT)).toHaveCount(0);
  });

  test('an app that does not answer within a second: a neutral notice with 返回, never the download page', async ({ page }) => {
    await installNativeBridge(page, { silent: ['openAdTarget'] });
    await page.goto('/member/rights');
    await expect(page.getByText('页面暂时无法打开，请返回后重试。')).toBeVisible();
    await expect(page.getByText(DOWNLOAD_TEXT)).toHaveCount(0);
    // The first screen of the web-view: 返回 asks the app to close it.
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => named(page, 'goBack')).toHaveLength(1);
  });

  test('立即购买 hands the purchase to the app’s goods page with every field', async ({ page }) => {
    await installNativeBridge(page);
    await page.goto('/share/goods/1001?inviter=10002&uid=77');
    await buyFromSheet(page, 2);
    await expect.poll(() => named(page, 'openGoodsDetail')).toEqual([
      { name: 'openGoodsDetail', data: { product_id: 1001, sku_id: expect.any(Number), num: 2, inviter: '10002', uid: '77' } },
    ]);
    await expect(page.getByText('请在微信内内打开链接支付')).toHaveCount(0);
  });

  test('a login-only screen asks the app to log in, then shows itself with the app’s session', async ({ page, request }) => {
    // The app has nobody logged in when the page opens, and logs the shopper in when asked.
    await installNativeBridge(page, { loginToken: await hostSession(request) });
    await page.goto('/mall/order/list');
    await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
    expect(await named(page, 'login')).toHaveLength(1);
    await expect(page).toHaveURL('/mall/order/list');
    await expect(page.getByLabel('手机号')).toHaveCount(0);
  });

  test('an app with a session is never asked to log in again, however slowly its token comes (getDeviceInfo)', async ({ page, request }) => {
    await installNativeBridge(page, { token: await hostSession(request), answerAfterMs: 800 });
    await page.goto('/mall/order/list');
    await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '请先登录' })).toHaveCount(0);
    expect(await named(page, 'login')).toEqual([]);
  });

  test('the login route itself is the app’s login: no SMS form', async ({ page, request }) => {
    await installNativeBridge(page, { loginToken: await hostSession(request) });
    await page.goto('/mall/login?redirect=%2Fmall%2Fmine');
    await expect(page).toHaveURL('/mall/mine');
    expect(await named(page, 'login')).toHaveLength(1);
    await expect(page.getByLabel('手机号')).toHaveCount(0);
  });

  test('share: goods detail and component pages pass their card to shareGoods; titles go to the navigation bar', async ({ page }) => {
    await installNativeBridge(page);
    await page.goto(GOODS);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(() => named(page, 'shareGoods')).toEqual([
      {
        name: 'shareGoods',
        data: expect.objectContaining({ product_id: 1001, title, url: expect.stringMatching(/\/share\/goods\/1001$/), image: expect.stringMatching(/^http/) }),
      },
    ]);
    await page.goto(VENUE);
    await expect(page.locator('[data-page-id="101"]')).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(async () => (await named(page, 'shareGoods')).map((call) => call.data)).toEqual([
      expect.objectContaining({ ...VENUE_CARD, url: expect.stringContaining(VENUE) }),
    ]);
    await expect.poll(async () => (await named(page, 'setNavigationBar')).map((call) => call.data)).toContainEqual({ title: '双11主会场', background_color: '#f7f8fa' });
  });

  test('an app whose bridge comes only once the page frames its probe (iOS): the page lets the probe through and shares through that bridge', async ({ page }) => {
    await installNativeBridge(page, { viaProbeFrame: true });
    await page.goto(GOODS);
    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(() => named(page, 'shareGoods')).toEqual([{ name: 'shareGoods', data: expect.objectContaining({ product_id: 1001 }) }]);
    await expect(page.getByText('APP 通信失败，请重启APP后重试')).toHaveCount(0);
  });

  test('the store owner’s QR code is saved by the app; customer service is the app’s own chat', async ({ page, request }) => {
    await installNativeBridge(page, { token: await hostSession(request) });
    await page.goto('/mall/shop-contact?agency_store_id=8002');
    await page.getByRole('button', { name: '保存二维码' }).click();
    await expect.poll(() => named(page, 'saveImage')).toEqual([{ name: 'saveImage', data: { url: expect.stringMatching(/^http.*\/static\/img\//) } }]);
    await page.getByRole('button', { name: '联系平台客服' }).click();
    await expect.poll(() => named(page, 'contactService')).toHaveLength(1);
  });
});

test.describe('in the mini program', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('a route it has a page for opens there, then back; one it has not says 请移驾到app操作 with 返回', async ({ page }) => {
    await installMiniProgram(page);
    await page.goto(GOODS);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openInApp(page, '/scan/history');
    await expect.poll(() => named(page, 'navigateTo')).toEqual([{ name: 'navigateTo', data: { url: '/pages/scan/index' } }]);
    await expect(page).toHaveURL(GOODS);
    await page.goto('/store/follow');
    await expect(page.getByText('请移驾到app操作')).toBeVisible();
    await expect(page.getByText(DOWNLOAD_TEXT)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  });

  test('立即购买 opens its goods page with the variant, quantity and who shared the link', async ({ page }) => {
    await installMiniProgram(page);
    await page.goto('/share/goods/1001?inviter=10002&uid=77');
    await buyFromSheet(page, 2);
    await expect.poll(async () => (await named(page, 'navigateTo')).map((call) => (call.data as { url: string }).url)).toEqual([
      expect.stringMatching(/^\/pages\/goods\/detail\?id=1001&sku_id=\d+&num=2&inviter=10002&uid=77$/),
    ]);
  });

  test('a login-only screen opens its login page; the shopper is never shown our SMS form', async ({ page }) => {
    await installMiniProgram(page);
    await page.goto('/mall/setting');
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible();
    await expect.poll(() => named(page, 'navigateTo')).toEqual([{ name: 'navigateTo', data: { url: '/pages/login/index' } }]);
    await expect(page.getByLabel('手机号')).toHaveCount(0);
  });

  test('share cards go to the mini program: the page’s on arrival, the product’s on 分享', async ({ page }) => {
    await installMiniProgram(page);
    await page.goto(VENUE);
    await expect.poll(async () => (await named(page, 'postMessage')).map((call) => call.data)).toEqual([
      expect.objectContaining({ type: 'share', ...VENUE_CARD, link: expect.stringContaining(VENUE) }),
    ]);
    // Its own menu shares the page: no entry of ours over the operator's layout. Its title is the document's.
    await expect(page.getByRole('button', { name: '分享' })).toHaveCount(0);
    await expect(page).toHaveTitle('双11主会场');
    await page.goto(GOODS);
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('点击右上角“…”转发给好友')).toBeVisible();
    await expect.poll(async () => (await named(page, 'postMessage')).map((call) => call.data)).toContainEqual(
      expect.objectContaining({ type: 'share', product_id: 1001, link: expect.stringMatching(/\/share\/goods\/1001$/) }),
    );
  });
});

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('a route without an H5 screen offers the app: its store link and an open-in-app link to that very screen', async ({ page }) => {
    await page.goto('/member/rights?from=banner');
    await expect(page.getByRole('heading', { name: '「会员权益」在公主购APP中提供' })).toBeVisible();
    await expect(page.getByRole('link', { name: '下载公主购APP' })).toHaveAttribute('href', 'https://download.example-mall.test/app');
    await expect(page.getByRole('link', { name: '在公主购APP中打开' })).toHaveAttribute('href', `gzgapp://open?path=${encodeURIComponent('/member/rights?from=banner')}`);
  });

  test('share: the page’s card and the product’s are WeChat’s own menu’s (JS-SDK); 分享 copies the link and points to the menu', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installFakeWechatPay(page);
    await page.goto(VENUE);
    await expect.poll(() => jsApiCalls(page, 'updateAppMessageShareData')).toContainEqual(
      expect.objectContaining({ ...VENUE_CARD, link: expect.stringContaining(VENUE), imgUrl: expect.stringMatching(/^http/) }),
    );
    await expect(page).toHaveTitle('双11主会场');
    // WeChat's menu shares the page: no tab of ours over the operator's layout.
    await expect(page.getByRole('button', { name: '分享' })).toHaveCount(0);
    await page.goto(GOODS);
    await expect.poll(() => jsApiCalls(page, 'updateAppMessageShareData')).toContainEqual(expect.objectContaining({ link: expect.stringMatching(/\/share\/goods\/1001$/) }));
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('链接已复制，也可点击右上角“…”分享给好友')).toBeVisible();
  });

  test('a login-only screen is the H5 SMS login', async ({ page }) => {
    await page.goto('/mall/setting');
    await expect(page).toHaveURL(/\/mall\/login\?redirect=%2Fmall%2Fsetting/);
    await expect(page.getByLabel('手机号')).toBeVisible();
  });
});

test.describe('in a plain browser', () => {
  test('share copies the link; the download page names the app and what the shopper wanted', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(GOODS);
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('复制成功')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/share\/goods\/1001$/);
    await page.goto('/scan');
    await expect(page.getByRole('heading', { name: /在公主购APP中提供/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '先去商城逛逛' })).toBeVisible();
  });

  test('a login-only screen is the H5 SMS login, and back again once logged in', async ({ page }) => {
    await page.goto('/mall/setting');
    await expect(page).toHaveURL(/\/mall\/login\?redirect=%2Fmall%2Fsetting/);
    await loginWithDemoCode(page, '/mall/setting', DEMO_PHONE);
    await expect(page.getByRole('heading', { name: '请先登录' })).toHaveCount(0);
  });
});
