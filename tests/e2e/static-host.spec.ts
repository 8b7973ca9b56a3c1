/**
 * The build as a static host serves it (issue 36): index.html as built, no answers in it, nothing drawn.
 * The page's own first-reads script (src/app/first-reads-entry.ts) sends the screen's first reads before
 * the app's code has run, and the app takes each answer as the screen's own: every read goes once.
 */
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { expect, test, testWithFaults } from './support/fixtures';
import { DEMO_PHONE } from './support/login';
import { DEMO_CODE, type LoggedRequest } from './support/server';
import { freePort, startServer, type Spawned } from './support/spawned';

const COMPONENT_PAGE = '/active/component-active?id=101';
/** A product the demo shopper has among their favourites (fixtures/demo/seed-state.json). */
const FAVOURITE = 1016;

let server: Spawned | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(
    'server/cli.ts',
    ['--serve', 'dist', '--no-draw', '--no-prime', '--no-wechat-sim', '--port', String(port), '--host', '127.0.0.1', '--data-dir', '.data/e2e-static', '--reset', '--test-hooks', '--quiet'],
    `${base}/mall/mine`,
  );
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ request }) => {
  await request.delete(`${base}/__admin/requests`);
  await request.delete(`${base}/__admin/faults`);
});

async function logged(request: APIRequestContext, path: string): Promise<LoggedRequest[]> {
  const response = await request.get(`${base}/__admin/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { requests: LoggedRequest[] }).requests;
}

test('the page comes as built, its first-reads script first; each first read goes once and the page shows', async ({ page, request }) => {
  const html = await (await request.get(`${base}${COMPONENT_PAGE}`)).text();
  baseExpect(html).not.toContain('primed-answers');
  baseExpect(html).not.toContain('data-server-drawn');
  // First in the head, so it is fetched and run before the app's entry.
  baseExpect(/<head>\s*<script id="first-reads" src="\/assets\/first-reads-[\w-]+\.js" async/.test(html)).toBe(true);
  baseExpect(html).toContain('<script type="application/json" id="route-hints">');

  await page.goto(`${base}${COMPONENT_PAGE}`);
  await expect(page.locator('[data-page-id] > [data-node-id]').first()).toBeVisible();
  await expect(page.locator('[data-node-type="banner"]')).toBeVisible();
  // The script ran and left what it sent for the app (src/core/early-answers/early-reads.ts); one read each
  // means the app took those answers instead of asking again.
  baseExpect(await page.evaluate(() => '__h5EarlyReads' in window)).toBe(true);
  await baseExpect.poll(async () => (await logged(request, '/v1/component/page/info/get')).length).toBe(1);
  baseExpect(await logged(request, '/v1/config/get')).toHaveLength(1);
});

test('a signed-in shopper\'s product is read once, with the token: nothing that depends on who asks is read in no one\'s name', async ({ page, request }) => {
  await page.goto(`${base}/mall/login/code?phone=${DEMO_PHONE}&redirect=${encodeURIComponent('/mall/mine')}`);
  await page.getByLabel('验证码').fill(DEMO_CODE);
  await expect(page).toHaveURL(`${base}/mall/mine`);
  await request.delete(`${base}/__admin/requests`);

  await page.goto(`${base}/mall/goods-detail?id=${FAVOURITE}`);
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  const reads = await logged(request, '/v1/product/detail/get');
  baseExpect(reads.map((read) => read.headers.x_token)).toEqual([true]);
});

testWithFaults('a first read that fails is met by the screen as its own: the reason and a retry that works', async ({ page, request }) => {
  await request.post(`${base}/__admin/faults`, { data: { path: '/v1/component/page/info/get', status: 502 } });
  await page.goto(`${base}${COMPONENT_PAGE}`);
  await expect(page.getByText('网关错误')).toBeVisible();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.locator('[data-node-type="banner"]')).toBeVisible();
  await baseExpect.poll(async () => (await logged(request, '/v1/component/page/info/get')).length).toBe(2);
});

test('the shell\'s stylesheet, written into the page, is never fetched nor linked again as screens come', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });
  await page.goto(`${base}/mall/portal`);
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await page.locator('[data-product-id]').first().click();
  await expect(page).toHaveURL(/\/mall\/goods-detail\?id=\d+/);
  // The variant sheet: code of its own, loaded on the tap.
  await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByRole('dialog', { name: '选择规格' })).toBeVisible();

  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  const linked = await page.locator('link[rel="stylesheet"]:not([disabled])').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  baseExpect(inlined).toHaveLength(1);
  // Linked again after a screen's own sheets, its rules would win over the screen's.
  baseExpect(linked.filter((href) => inlined.includes(href))).toEqual([]);
  baseExpect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
});

testWithFaults('a description whose sanitiser does not come offers a retry in its place; the product stays, and the retry draws it', async ({ page }) => {
  let sanitiserRequests = 0;
  await page.route(/\/assets\/sanitize-html-[^/]+\.js$/, (route) => (++sanitiserRequests === 1 ? route.abort() : route.continue()));
  await page.goto(`${base}/mall/goods-detail?id=1001`);
  const description = page.getByRole('region', { name: '商品详情' });
  const retry = description.getByRole('button', { name: '请求失败,点击重新加载' });
  await expect(retry).toBeVisible();
  // The screen around it is whole: price, title and the buy button.
  await expect(page.getByTestId('detail-price')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeEnabled();
  await expect(page.getByText('页面出错了')).toHaveCount(0);

  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(description.locator('img, p').first()).toBeVisible();
  expect(sanitiserRequests).toBe(2);
});

test('a product\'s variant sheet comes after its first screen: tapped before its code has come, it says 加载中…, then opens', async ({ page }) => {
  let sheetCode: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (sheetCode = resolve));
  await page.route(/\/assets\/VariantPopup-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/mall/goods-detail?id=1013`);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toBeVisible();
  sheetCode?.();
  await expect(page.getByRole('dialog', { name: '选择规格' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toHaveCount(0);
});
