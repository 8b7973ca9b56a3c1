// The embedded server misbehaving on purpose: every transport status of mall-spec §8, timeouts, a
// slow 3G line, offline and back, bodies that are not JSON or not an envelope, page documents that
// are not objects. Each time: the right message, a way to retry, no white screen, nothing typed lost.
import type { Page } from '@playwright/test';
import { DEMO_PHONE, freshPhone, loginWithDemoCode } from './support/login';
import { expect, testWithFaults as test } from './support/fixtures';
import { clearFaults, injectFault } from './support/server';

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** Something is drawn: the app never leaves the shopper on an empty page. */
async function expectNotBlank(page: Page): Promise<void> {
  expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
}

const STATUS_MESSAGES: ReadonlyArray<[number, string]> = [
  [400, '请求错误'],
  [401, '未授权，请登录'],
  [403, '拒绝访问'],
  [404, '请求地址出错'],
  [408, '请求超时'],
  [500, '服务器内部错误'],
  [501, '服务未实现'],
  [502, '网关错误'],
  [503, '服务不可用'],
  [504, '网关超时'],
  [505, 'HTTP版本不受支持'],
];

// One test per status, so a slow or failing status fails alone and the report names it.
for (const [status, message] of STATUS_MESSAGES) {
  test(`transport status ${status} shows ${message}; the typed phone stays and the next tap works`, async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/mall/login');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('checkbox').check();
    // Chromium quietly resends a request answered 408 on a reused connection, once per idle connection
    // it holds (at most 6 per host), so that one fails more often than the page will ask.
    await injectFault(request, { path: '/v1/customer/sms_captcha_get', status, times: status === 408 ? 10 : 1 });
    const send = page.getByRole('button', { name: '获取验证码' });
    await send.click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await clearFaults(request);
    await expect(page).toHaveURL(/\/mall\/login$/);
    await expect(page.getByLabel('手机号')).toHaveValue(phone);
    await expect(page.getByText(message, { exact: true })).toBeHidden();
    await send.click();
    await expect(page).toHaveURL(/\/mall\/login\/code/);
  });
}

test('a call that never answers times out with a message, and the retry loads', async ({ page, request }) => {
  // The request layer's own 15 s limit is most of this test: three times the rest of it.
  test.setTimeout(75_000);
  // Longer than the request layer's 15 s limit.
  await injectFault(request, { path: '/v1/product/detail/get', delay_ms: 17_000 });
  await page.goto('/mall/goods-detail?id=1001');
  await expect(page.getByText('请求超时，请检查网络后重试').first()).toBeVisible({ timeout: 30_000 });
  await expectNotBlank(page);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('offline: the failure says so and keeps the screen; back online, the retry loads', async ({ page, context }) => {
  await page.goto('/mall/portal');
  // The home comes drawn; the app is running once its list stands in for the drawn products (a page
  // whose code could not come at all says so on its own: component-pages.spec.ts).
  await expect(page.locator('[data-feed-placeholder]')).toHaveCount(0);
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await context.setOffline(true);
  await page.locator('[data-product-id]').first().click();
  // The detail's code or its data cannot come: either way the shopper is told, with a retry.
  await expect(page.getByText(/网络连接失败，请检查网络后重试|页面加载失败，请检查网络/).first()).toBeVisible();
  await expectNotBlank(page);
  await context.setOffline(false);
  // Whichever failed (the code or the data), the retry asks for the product again.
  const answered = page.waitForResponse((response) => response.url().includes('/v1/product/detail/get') && response.ok());
  await page.getByRole('button', { name: /^(重新加载|重试)$/ }).first().click();
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Styles whose first download failed offline came back too (Vite's loader never asks twice). A
  // stylesheet that failed has a sheet whose rules cannot be read. (A drawn page's disabled links stand
  // for styles it carries inline.)
  const unstyled = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')]
        .filter((link) => {
          try {
            return !link.sheet?.cssRules;
          } catch {
            return true;
          }
        })
        .map((link) => link.href),
    );
  await expect.poll(unstyled).toEqual([]);
});

test('a slow 3G line never shows a blank page: the home comes drawn, a screen the client draws shows placeholders first', async ({ page }) => {
  test.setTimeout(180_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Chrome DevTools' "Slow 3G" profile.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: (500 * 1024) / 8, uploadThroughput: (500 * 1024) / 8 });
  await page.goto('/mall/portal', { waitUntil: 'commit' });
  await expect(page.locator('[data-product-id]').first()).toBeVisible({ timeout: 60_000 });
  await expectNotBlank(page);
  // A screen the client draws: its placeholders while the code and answer come, then the categories.
  await page.goto('/mall/category', { waitUntil: 'commit' });
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('navigation', { name: '一级分类' })).toBeVisible({ timeout: 60_000 });
  await expectNotBlank(page);
});

test('a truncated or non-JSON body is a clear failure with a retry', async ({ page, request }) => {
  for (const body of ['{"code":0,"data":{"banner":', '<html>502 Bad Gateway</html>']) {
    await injectFault(request, { path: '/v1/index/get', body });
    await page.goto('/mall/portal');
    await expect(page.getByText('首页内容加载失败')).toBeVisible();
    await expect(page.getByText('服务器返回了无法识别的数据')).toBeVisible();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.locator('[data-node-type="banner"]')).toBeVisible();
  }
});

test('an envelope without code is taken as the raw body: a page document that is no document says so', async ({ page, request }) => {
  // No envelope at all (mall-spec §8: the raw body is returned) and an envelope whose data is not an object.
  for (const body of ['{"title":"没有信封的页面"}', '{"code":0,"msg":"","data":"页面"}', '{"code":0,"msg":"","data":[1,2,3]}']) {
    await injectFault(request, { path: '/v1/component/page/info/get', body });
    await page.goto('/active/component-active?id=103');
    await expect(page.getByText('页面数据有误，暂时无法显示')).toBeVisible();
    await expectNotBlank(page);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.locator('[data-node-id]').first()).toBeAttached();
  }
});

test('the address form keeps everything typed through a failed save and a reload', async ({ page, request }) => {
  await loginWithDemoCode(page, '/mall/address/add', DEMO_PHONE);
  await page.getByPlaceholder('请输入姓名').fill('王小二');
  await page.getByPlaceholder('请输入手机号码').fill('13700137000');
  await page.getByRole('button', { name: /所在地区/ }).click();
  await page.locator('.rv-picker').getByRole('button', { name: '确认' }).click();
  await page.getByPlaceholder('街道、楼牌号等').fill('东华门大街 2 号');
  await injectFault(request, { path: '/v1/customer/address/add', status: 500 });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('服务器内部错误')).toBeVisible();
  await expect(page).toHaveURL(/\/mall\/address\/add/);
  await page.reload();
  await expect(page.getByPlaceholder('请输入姓名')).toHaveValue('王小二');
  await expect(page.getByPlaceholder('请输入手机号码')).toHaveValue('13700137000');
  await expect(page.getByText('北京市 北京市 东城区')).toBeVisible();
  await expect(page.getByPlaceholder('街道、楼牌号等')).toHaveValue('东华门大街 2 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/mall\/address\/list/);
});

test('a confirm page that fails to load keeps the remark typed before it', async ({ page, request }) => {
  const confirm = `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify({ 1001: 1 }), sale_type: '1' }).toString()}`;
  await loginWithDemoCode(page, confirm, DEMO_PHONE);
  await page.getByLabel('订单备注').first().fill('请用纸箱包装');
  await injectFault(request, { path: '/v1/trade/order/confirm', status: 502 });
  await page.reload();
  await expect(page.getByText('网关错误').first()).toBeVisible();
  await expectNotBlank(page);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByLabel('订单备注').first()).toHaveValue('请用纸箱包装');
});
