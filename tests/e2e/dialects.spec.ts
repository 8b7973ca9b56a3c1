/**
 * The mall's journeys against back ends that write the same data differently (issue 18): the embedded
 * server answers in the `loose` dialect (flags as true/"1"/1, numbers as strings, "" and null for
 * absent values, an unknown field) and the `minimal` one (only the fields mall-spec §3 lists). The
 * rest of the suite runs against `strict`, this server's own wire.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';
import { expect, test } from './support/fixtures';
import { makeOrder, requestsTo } from './support/server';
import { answerPayment, installFakeWechatPay, interceptOAuth, WECHAT_UA } from './support/wechat';

async function speak(request: APIRequestContext, dialect: 'strict' | 'loose' | 'minimal'): Promise<void> {
  const response = await request.post('/__admin/dialect', { data: { dialect } });
  expect(response.ok()).toBe(true);
}

/** No screen of these journeys may end on an error panel or a blank page. */
async function expectNoFailure(page: Page): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: /出错|失败|缺少|无法识别/ })).toHaveCount(0);
}

const productIds = (page: Page) => page.locator('[data-product-id]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-product-id')));

for (const dialect of ['loose', 'minimal'] as const) {
  test.describe(`a ${dialect} back end`, () => {
    test.beforeEach(async ({ request }) => {
      await speak(request, dialect);
    });
    test.afterEach(async ({ request }) => {
      await speak(request, 'strict');
    });

    test('browse: home, a category to its end, a product and its store', async ({ page, request }) => {
      await page.goto('/mall/portal');
      await expect(page.locator('[data-node-type="banner"]').getByRole('img').first()).toBeAttached();
      await expect(page.locator('[data-product-id]').first()).toBeVisible();

      const askedBefore = (await requestsTo(request, '/v1/category/detail')).length;
      const answer = page.waitForResponse((response) => response.url().includes('/v1/category/detail'));
      await page.goto('/mall/category/detail?id=202&topcid=2');
      // The server really speaks the dialect: loose adds a field nobody knows, minimal leaves has_more out.
      const { data } = (await (await answer).json()) as { data: Record<string, unknown> };
      if (dialect === 'loose') expect(data).toHaveProperty('x_unknown_field', '1');
      else expect(Object.keys(data).sort()).toEqual(['items', 'title_name']);
      await expect(page.getByRole('heading', { name: '新鲜水果' })).toBeVisible();
      await expect(page.locator('[data-product-id]').first()).toBeVisible();
      // Without has_more (minimal) the list still ends, each product once, and no page is asked twice.
      await expect(page.getByText(/没有更多/)).toBeVisible();
      const ids = await productIds(page);
      expect(new Set(ids).size).toBe(ids.length);
      const pages = (await requestsTo(request, '/v1/category/detail')).slice(askedBefore).map((call) => call.query.page ?? '1');
      expect(new Set(pages).size).toBe(pages.length);

      await page.goto('/mall/goods-detail?id=1013');
      await expect(page.getByTestId('detail-price')).toHaveText(/^¥\d+\.\d{2}$/);
      await page.goto('/mall/shop-detail?seller_id=203');
      await expect(page.locator('[data-product-id]').first()).toBeVisible();
      await expectNoFailure(page);
    });

    test.describe('in WeChat', () => {
      test.use({ userAgent: WECHAT_UA });

      test('buy: confirm with the saved address, pay, and land on the success page', async ({ page, request }) => {
        await installFakeWechatPay(page);
        await interceptOAuth(page);
        const confirm = `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify({ 1001: 1 }), sale_type: '1' }).toString()}`;
        await loginWithDemoCode(page, confirm, DEMO_PHONE);
        await expect(page.getByTestId('confirm-pay-price')).toHaveText(/^¥\d+\.\d{2}$/);
        await page.getByRole('radio', { name: /微信支付/ }).click();
        const created = page.waitForResponse((response) => response.url().includes('/v1/trade/order/create'));
        await page.getByRole('button', { name: '提交订单' }).click();
        const { data } = (await (await created).json()) as { data: { trade_no: string } };
        await answerPayment(page, request, 'ok', data.trade_no);
        await expect(page).toHaveURL(`/mall/pay-success?trade_no=${data.trade_no}`);
        await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
        await expectNoFailure(page);
      });
    });

    test('orders: the list, a shipped order’s detail and its parcels, and the after-sales list', async ({ page }) => {
      const order = await makeOrder(page.request, 'shipped');
      await loginWithDemoCode(page, '/mall/order/list?orderindex=3', DEMO_PHONE);
      const card = page.locator('li', { has: page.locator(`[data-order-no="${order.order_no}"]`) });
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: '确认收货' })).toBeVisible();

      await page.goto(`/mall/order/detail?order_no=${order.order_no}`);
      await expect(page.getByTestId('order-no')).toHaveText(order.order_no);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      if (dialect === 'minimal') {
        // mall-spec §3's order detail has no id and no buttons: it offers contact, nothing it cannot do.
        await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);
      } else {
        await expect(page.getByRole('button', { name: '确认收货' })).toBeVisible();
      }

      await page.goto(`/mall/packages/logistics?id=${order.id}`);
      await expect(page.getByRole('link').filter({ hasText: '运单号' }).first()).toBeVisible();

      await page.goto('/mall/after-sales/list');
      const refunds = page.locator('li', { has: page.locator('[data-refund-type]') });
      await expect(refunds).toHaveCount(5);
      await expect(refunds.filter({ hasText: '鲜果时光生鲜馆' }).getByRole('button', { name: '联系店主' })).toBeVisible();
      await expectNoFailure(page);
    });

    test('a component page draws its products', async ({ page }) => {
      await page.goto('/active/component-active?id=101');
      await expect(page.locator('[data-node-type="product-grid"] [data-product-id]').first()).toBeVisible();
      await expectNoFailure(page);
    });
  });
}
