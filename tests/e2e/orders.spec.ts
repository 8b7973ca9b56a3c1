import type { Page } from '@playwright/test';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';
import { expect, test, testWithFaults as withFaults } from './support/fixtures';
import { clearFaults, injectFault, makeOrder, requestsTo } from './support/server';

// Hooks belong to the file's suite, so this also runs after the fault tests below.
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

const orderCard = (page: Page, orderNo: string) => page.locator('li', { has: page.locator(`[data-order-no="${orderNo}"]`) });
const dialog = (page: Page) => page.locator('.rv-dialog');

test('each tab asks for its status with no page_size, and the tab survives a detail and Back', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/order/list', DEMO_PHONE);
  const tabs = [
    [1, '待付款', '0'],
    [2, '待发货', '1'],
    [3, '待收货', '2'],
    [0, '全部', '5'],
  ] as const;
  for (const [index, label, status] of tabs) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(`/mall/order/list?orderindex=${index}`);
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    const forTab = async () => (await requestsTo(request, '/v1/trade/order/buyer/list')).filter((call) => call.query.status === status);
    await expect.poll(async () => (await forTab()).some((call) => call.query.page === '1')).toBe(true);
    for (const call of await forTab()) {
      expect(call.query).toMatchObject({ order_type: '1', page: expect.stringMatching(/^\d+$/) });
      expect(call.query).not.toHaveProperty('page_size');
    }
  }

  await page.getByRole('tab', { name: '待发货' }).click();
  const first = page.locator('[data-order-no]').first();
  await expect(first).toBeVisible();
  // The tab reads its first page again when chosen again: counted once that read is over, not while the
  // previous tab's cards are still on screen.
  await page.waitForLoadState('networkidle');
  // Kept alive: coming back shows the same list, it does not start again from page 1.
  const firstPages = async () =>
    (await requestsTo(request, '/v1/trade/order/buyer/list')).filter((call) => call.query.status === '1' && call.query.page === '1').length;
  const calls = await firstPages();
  await first.click();
  await expect(page).toHaveURL(/\/mall\/order\/detail\?order_no=/);
  await page.goBack();
  await expect(page).toHaveURL('/mall/order/list?orderindex=2');
  await expect(page.getByRole('tab', { name: '待发货' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-order-no]').first()).toBeVisible();
  expect(await firstPages()).toBe(calls);
});

test('urge shipping once: the message, then 已提醒 with no second call', async ({ page, request }) => {
  const order = await makeOrder(request, 'paid');
  await loginWithDemoCode(page, '/mall/order/list?orderindex=2', DEMO_PHONE);
  const card = orderCard(page, order.order_no);
  await card.getByRole('button', { name: '提醒发货' }).click();
  await expect(page.getByText('已为您催促商家加急发货，请耐心等待')).toBeVisible();
  await expect(card.getByRole('button', { name: '已提醒' })).toBeDisabled();
  const urges = (await requestsTo(request, '/v1/trade/order/urge_shipping')).filter((call) => String(call.body.order_id) === String(order.id));
  expect(urges).toHaveLength(1);
  await page.reload();
  await expect(orderCard(page, order.order_no).getByRole('button', { name: '已提醒' })).toBeDisabled();
  await orderCard(page, order.order_no).getByRole('button', { name: '已提醒' }).click({ force: true });
  expect((await requestsTo(request, '/v1/trade/order/urge_shipping')).filter((call) => String(call.body.order_id) === String(order.id))).toHaveLength(1);
});

test('confirm receipt asks first, then the order is received and its parcel turns green', async ({ page, request }) => {
  const order = await makeOrder(request, 'shipped');
  await loginWithDemoCode(page, '/mall/order/list?orderindex=3', DEMO_PHONE);
  const card = orderCard(page, order.order_no);

  await card.getByRole('button', { name: '查看物流' }).click();
  await expect(page).toHaveURL(`/mall/packages/logistics?id=${order.id}`);
  const parcelStatus = page.locator('[data-tone]').first();
  await expect(parcelStatus).toHaveAttribute('data-tone', 'moving');
  await expect(parcelStatus).toHaveCSS('color', 'rgb(224, 36, 94)');
  await page.goBack();

  await card.getByRole('button', { name: '确认收货' }).click();
  await expect(dialog(page)).toContainText('确定要确认收货吗？');
  await dialog(page).getByRole('button', { name: '取消' }).click();
  expect((await requestsTo(request, '/1/order/receiver_order')).filter((call) => String(call.body.id) === String(order.id))).toHaveLength(0);

  await card.getByRole('button', { name: '确认收货' }).click();
  await dialog(page).getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('确认收货成功')).toBeVisible();
  await expect(card).toContainText('已完成');
  await expect(card.getByRole('button', { name: '确认收货' })).toHaveCount(0);
  expect((await requestsTo(request, '/1/order/receiver_order')).filter((call) => String(call.body.id) === String(order.id))).toHaveLength(1);

  await card.getByRole('button', { name: '查看物流' }).click();
  await expect(page.locator('[data-tone]').first()).toHaveCSS('color', 'rgb(5, 128, 74)');
  await page.locator('a[href*="/mall/packages/logistics/detail"]').first().click();
  await expect(page).toHaveURL(/\/mall\/packages\/logistics\/detail\?id=\d+&track_no=/);
  await expect(page.locator('[aria-current="step"]')).toContainText('买家已确认收货');
  await expect(page.locator('[data-tone]').first()).toHaveAttribute('data-tone', 'delivered');
});

test('an unpaid order counts down and the detail reloads when it closes', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
  const order = await makeOrder(request, 'unpaid', { seconds: 4 });
  await page.goto(`/mall/order/detail?order_no=${order.order_no}`);
  await expect(page.getByRole('heading', { name: '等待买家付款' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^剩余 00分0[0-4]秒 订单自动关闭$/);
  // The order closes four seconds after it was made, on the server's clock, not the page's.
  await expect(page.getByRole('heading', { name: '交易关闭' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('timer')).toHaveCount(0);
  const loads = (await requestsTo(request, '/v1/trade/order/buyer/detail')).filter((call) => call.query.order_no === order.order_no);
  expect(loads).toHaveLength(2);
});

test('the order detail copies its number and sends after-sales to the app', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await makeOrder(request, 'paid');
  await loginWithDemoCode(page, `/mall/order/detail?order_no=${order.order_no}`, DEMO_PHONE);
  await page.getByRole('button', { name: '复制订单编号' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.order_no);
  await page.getByRole('button', { name: '申请售后' }).first().click();
  await expect(page.getByText('请下载公主购APP进行售后申请')).toBeVisible();
});

// These answer 500 on purpose, which the browser logs as a console error.
withFaults('a failed order list offers 请求失败,点击重新加载 and the tap loads it', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
  await injectFault(request, { path: '/v1/trade/order/buyer/list', status: 500, times: 1 });
  await page.goto('/mall/order/list');
  await page.getByRole('button', { name: '请求失败,点击重新加载' }).click();
  await expect(page.locator('[data-order-no]').first()).toBeVisible();
});

withFaults('after-sales: icons, labels, amounts and gold only above 0, contact texts; a failure reloads', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
  await injectFault(request, { path: '/v1/customer/refund/list', status: 500, times: 1 });
  await page.goto('/mall/after-sales/list');
  await page.getByRole('button', { name: '请求失败,点击重新加载' }).click();
  const cards = page.locator('[data-refund-id]');
  await expect(cards).toHaveCount(5);
  const byStore = (store: string) => cards.filter({ hasText: store });

  const fruit = byStore('鲜果时光生鲜馆');
  await expect(fruit.locator('[data-refund-type]')).toHaveAttribute('data-refund-type', 'return');
  await expect(fruit).toContainText('退货退款');
  await expect(fruit).toContainText('退货退款中');
  await expect(fruit).toContainText('退款 ¥101.00');
  await expect(fruit).toContainText('退还金币 251');
  await expect(fruit.getByRole('button', { name: '联系店主' })).toBeVisible();

  const snacks = byStore('悦享零食铺');
  await expect(snacks.locator('[data-refund-type]')).toHaveAttribute('data-refund-type', 'refund');
  await expect(snacks).toContainText('仅退款');
  await expect(snacks).toContainText('退款 ¥61.98');
  await expect(snacks).not.toContainText('退还金币');
  await expect(snacks).toContainText('×2');
  await expect(snacks).toContainText('规格:500g');
  await expect(snacks.getByRole('button', { name: '联系商家' })).toBeVisible();

  const sports = byStore('运动先锋体育');
  await expect(sports.locator('[data-refund-type]')).toHaveAttribute('data-refund-type', 'other');
  await expect(sports).toContainText('换货');
  await expect(sports).not.toContainText('退款 ¥');
  await expect(sports).toContainText('退还金币 179');
  await expect(page.getByText('没有更多了')).toBeVisible();
});

withFaults('the privacy policy is the page /v1/config/get names, whatever it is', async ({ page, request }) => {
  const named = { service_rule_url: '/static/pages/service.html', privacy_rule_url: '/static/pages/official-account.html', s_is_open_sence: 0 };
  const body = JSON.stringify({ code: 0, msg: 'success', data: { ...named, ts: Math.floor(Date.now() / 1000) } });
  await injectFault(request, { path: '/v1/config/get', times: 1, body });
  await page.goto('/mall/setting/privacy');
  await expect(page).toHaveURL('/static/pages/official-account.html');
});

test('settings: the rules the server names, the operator’s help and certificate pages, and logout asks, ends the session and goes home', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/setting', DEMO_PHONE);
  // The demo's config puts published component pages on these routes (route_pages): their texts are demo data.
  for (const [name, path] of [
    ['证照信息', '/certificate-info'],
    ['帮助中心', '/mall/setting/help'],
  ] as const) {
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText(/^演示文本/)).toBeVisible();
    await page.goBack();
  }
  // The agreement and privacy policy are the pages /v1/config/get names, opened in place of the screen.
  for (const [name, document, heading] of [
    ['隐私政策', '/agreement/privacy-new.html', '隐私政策'],
    ['用户协议', '/agreement/serve-new.html', '用户服务协议'],
  ] as const) {
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(document);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/mall/setting');
  }

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(dialog(page)).toContainText('确定要退出登录吗？');
  await dialog(page).getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL('/mall/portal');
  expect((await requestsTo(request, '/v1/customer/logout')).length).toBeGreaterThan(0);
  await page.goto('/mall/mine');
  await expect(page.getByText('登录/注册')).toBeVisible();
});
