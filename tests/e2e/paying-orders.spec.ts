// Paying an unpaid order again (CONTRACT §5) and a confirm page reached again after its order exists.
import type { Page } from '@playwright/test';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';
import { expect, test } from './support/fixtures';
import { makeOrder, requestsTo } from './support/server';
import { APP_UA, MINI_PROGRAM_UA, bridgeCalls, hostSession, installMiniProgram, installNativeBridge } from './support/native';
import { answerPayment, installFakeWechatPay, interceptOAuth, WECHAT_UA } from './support/wechat';

const orderCard = (page: Page, orderNo: string) => page.locator('li', { has: page.locator(`[data-order-no="${orderNo}"]`) });

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the detail pays an unpaid order through WeChat authorisation and JSAPI, then shows it paid', async ({ page, request }) => {
    await installFakeWechatPay(page);
    const authorisations = await interceptOAuth(page);
    await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
    const order = await makeOrder(request, 'unpaid');
    const detail = `/mall/order/detail?order_no=${order.order_no}`;
    await page.goto(detail);
    await expect(page.getByRole('timer')).toContainText('订单自动关闭');
    await page.getByRole('button', { name: '去支付' }).click();

    // No open id in this tab yet: WeChat's authorisation first, back to the detail, and the payment goes on.
    await expect.poll(() => authorisations.length).toBe(1);
    await answerPayment(page, request, 'ok', order.trade_no);
    await expect(page).toHaveURL(`/mall/pay-success?trade_no=${order.trade_no}`);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    const [commit] = await requestsTo(request, '/v1/trade/payment/commit');
    expect(commit?.body).toEqual({ order_no: order.order_no, open_id: expect.stringMatching(/^o\S{10,}$/) });

    await page.goBack();
    await expect(page).toHaveURL(detail);
    await expect(page.getByRole('heading', { name: '等待商家发货' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0);
    await expect(page.getByText(/实付款/)).toBeVisible();
  });

  test('a list row pays: cancelled says so, the next tap pays, and the row shows its new status', async ({ page, request }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    const order = await makeOrder(request, 'unpaid');
    await loginWithDemoCode(page, '/mall/order/list?orderindex=1', DEMO_PHONE);
    const card = orderCard(page, order.order_no);
    await card.getByRole('button', { name: '去支付' }).click();
    await answerPayment(page, request, 'cancel', order.trade_no, 1);
    await expect(page.getByText('用户取消支付~')).toBeVisible();
    await expect(page).toHaveURL(/\/mall\/order\/list\?orderindex=1$/);

    await card.getByRole('button', { name: '去支付' }).click();
    await answerPayment(page, request, 'ok', order.trade_no, 2);
    await expect(page).toHaveURL(`/mall/pay-success?trade_no=${order.trade_no}`);
    expect(await requestsTo(request, '/v1/trade/payment/commit')).toHaveLength(2);
    await page.goBack();
    await expect(card.getByText('待发货')).toBeVisible();
    await expect(card.getByRole('button', { name: '去支付' })).toHaveCount(0);
  });

  test('a paid order cannot be paid again: the server says so and the detail shows what it is now', async ({ page, request }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
    const order = await makeOrder(request, 'unpaid');
    await page.goto(`/mall/order/detail?order_no=${order.order_no}`);
    await expect(page.getByRole('button', { name: '去支付' })).toBeVisible();
    // Paid elsewhere (another tab, the app) while this page was open.
    await request.post('/__admin/pay', { data: { trade_no: order.trade_no } });
    await page.getByRole('button', { name: '去支付' }).click();
    await expect(page.getByText('订单已支付，请勿重复支付')).toBeVisible();
    await expect(page.getByRole('heading', { name: '等待商家发货' })).toBeVisible();
  });

  test('after paying, Back through the address list to the confirm page offers the order, not a second one', async ({ page, request }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    await loginWithDemoCode(page, '/mall/goods-detail?id=1001', DEMO_PHONE);
    await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/mall\/confirm\?/);
    await expect(page.getByRole('radio', { name: /微信支付/ })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('region', { name: '收货地址' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/mall\/address\/list\?.*redirect=/);
    await page.locator('[data-address-id] button').last().click();
    await expect(page).toHaveURL(/\/mall\/confirm\?.*address_id=\d+/);

    const created = page.waitForResponse((response) => response.url().includes('/v1/trade/order/create'));
    await page.getByRole('button', { name: '提交订单' }).click();
    const tradeNo = ((await (await created).json()) as { data: { trade_no: string } }).data.trade_no;
    await answerPayment(page, request, 'ok', tradeNo);
    await expect(page).toHaveURL(`/mall/pay-success?trade_no=${tradeNo}`);

    const creates = (await requestsTo(request, '/v1/trade/order/create')).length;
    for (let step = 0; step < 4 && !/\/mall\/confirm\?/.test(page.url()); step += 1) await page.goBack();
    await expect(page).toHaveURL(/\/mall\/confirm\?/);
    await expect(page.getByRole('status')).toContainText('该订单已支付');
    await expect(page.getByRole('button', { name: /提交订单|继续支付/ })).toHaveCount(0);
    await page.locator('[class*="submitBar"]').getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL('/mall/order/list?orderindex=0');
    expect((await requestsTo(request, '/v1/trade/order/create')).length).toBe(creates);
  });
});

test('outside WeChat, 去支付 says where paying is possible and asks nothing', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
  const order = await makeOrder(request, 'unpaid');
  await page.goto(`/mall/order/detail?order_no=${order.order_no}`);
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page.getByText('请在微信内内打开链接支付')).toBeVisible();
  expect(await requestsTo(request, '/v1/trade/payment/commit')).toHaveLength(0);
});

// CONTRACT §4: the host that can pay is handed the order; nobody is told to open the page elsewhere. The
// shopper is logged in by the host: the app's getDeviceInfo, the mini program's `token` in the address.
for (const [host, userAgent, install, entry, asked] of [
  [
    'the native app',
    APP_UA,
    (page: Page, token: string) => installNativeBridge(page, { token }),
    (orderNo: string) => `/mall/order/detail?order_no=${orderNo}`,
    (orderNo: string) => ({ name: 'openOrderDetail', data: { order_no: orderNo } }),
  ],
  [
    'the mini program',
    MINI_PROGRAM_UA,
    (page: Page) => installMiniProgram(page),
    (orderNo: string, token: string) => `/mall/order/detail?order_no=${orderNo}&token=${token}`,
    (orderNo: string) => ({ name: 'navigateTo', data: { url: `/pages/order/detail?order_no=${orderNo}` } }),
  ],
] as const) {
  test.describe(`in ${host}`, () => {
    test.use({ userAgent });

    test('去支付 on the detail and on a list row opens the host\'s own order page for it', async ({ page, request }) => {
      const token = await hostSession(request, DEMO_PHONE);
      await install(page, token);
      const order = await makeOrder(request, 'unpaid');
      await page.goto(entry(order.order_no, token));
      await expect(page).toHaveURL(`/mall/order/detail?order_no=${order.order_no}`);
      await page.getByRole('button', { name: '去支付' }).click();
      await expect.poll(async () => (await bridgeCalls(page)).at(-1)).toEqual(asked(order.order_no));
      await page.goto('/mall/order/list?orderindex=1');
      await orderCard(page, order.order_no).getByRole('button', { name: '去支付' }).click();
      await expect.poll(async () => (await bridgeCalls(page)).at(-1)).toEqual(asked(order.order_no));
      await expect(page.getByText(/请在微信内|公主购APP中使用/)).toHaveCount(0);
      expect(await requestsTo(request, '/v1/trade/payment/commit')).toHaveLength(0);
    });
  });
}
