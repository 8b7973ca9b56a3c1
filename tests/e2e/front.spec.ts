import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, testWithFaults } from './support/fixtures';
import { DEMO_PHONE } from './support/login';
import { DEMO_CODE, type LoggedRequest } from './support/server';
import { freePort, startServer, type Spawned } from './support/spawned';
import { watchTakeover } from './support/takeover';

/**
 * The production front (server/front/cli.ts) as deployed: a process of its own, reading a back end over
 * HTTP (here the double, API only, in another process) and passing the client's API calls through.
 */
const SECRET = 'dev-secret';
const COMPONENT_PAGE = '/active/component-active?id=101';
/** A product the demo shopper has among their favourites (fixtures/demo/seed-state.json). */
const FAVOURITE = 1016;

let api: Spawned | undefined;
let front: Spawned | undefined;
let apiBase = '';
let frontBase = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [apiPort, frontPort] = [await freePort(), await freePort()];
  apiBase = `http://127.0.0.1:${apiPort}`;
  frontBase = `http://127.0.0.1:${frontPort}`;
  api = await startServer('server/cli.ts', ['--port', String(apiPort), '--host', '127.0.0.1', '--data-dir', '.data/e2e-front', '--reset', '--test-hooks', '--quiet'], `${apiBase}/v1/config/get`);
  // A generous limit for the first reads: this machine is shared, and a cold double may take a while to
  // answer. The demo's pictures are the double's.
  front = await startServer('server/front/cli.ts', ['--api', apiBase, '--secret', SECRET, '--port', String(frontPort), '--host', '127.0.0.1', '--dist', 'dist', '--api-timeout-ms', '5000', '--pass', '/static/img/'], `${frontBase}/mall/mine`);
});

test.afterAll(async () => {
  await front?.stop();
  await api?.stop();
});

const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*?<noscript>/.exec(html)?.[0] ?? '';

/** An answer the front put in the page (src/core/early-answers/primed.ts; not imported: its signing code is not for Playwright's loader). */
interface PrimedAnswer {
  path: string;
  for_anyone: boolean;
  envelope: unknown;
}

function answersIn(html: string): PrimedAnswer[] {
  const block = /<script type="application\/json" id="primed-answers">(.*?)<\/script>/s.exec(html);
  return block ? (JSON.parse(block[1]!) as { answers: PrimedAnswer[] }).answers : [];
}

async function loggedReads(request: APIRequestContext, path: string): Promise<LoggedRequest[]> {
  const response = await request.get(`${apiBase}/__admin/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { requests: Array<LoggedRequest & { headers: { user_agent: string } }> }).requests;
}

/** The app takes the mark away as it starts to take the page over (src/main.tsx). */
const takingOver = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn');

test('a component page comes drawn from the back end’s answers, and the app takes it over and works', async ({ page, request }) => {
  const served = await request.get(`${frontBase}${COMPONENT_PAGE}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  const root = rootOf(await served.text());
  expect(root).toContain('<div id="root" data-server-drawn>');
  for (const id of ['n1', 'n4', 'n7', 'n15']) expect(root).toContain(`data-node-id="${id}"`);

  const takeover = await watchTakeover(page);
  await page.goto(`${frontBase}${COMPONENT_PAGE}`);
  await takingOver(page);
  await expect(page.locator('[data-node-type="product-grid"] button').first()).toBeVisible();
  expect(await takeover.removedNodes()).toBe(0);
  expect(takeover.complaints).toEqual([]);
  // Its calls go through the front to the back end.
  await page.locator('[data-node-type="product-grid"] button').first().click();
  await expect(page).toHaveURL(/\/mall\/goods-detail\?id=/);
  await expect(page.getByRole('button', { name: '立即购买' })).toBeVisible();
});

testWithFaults('with its back end down, the front serves the page undrawn at once and the app says it could not load it', async ({ page, request }) => {
  const nowhere = await freePort();
  const frontPort = await freePort();
  const lonely = await startServer('server/front/cli.ts', ['--api', `http://127.0.0.1:${nowhere}`, '--secret', SECRET, '--port', String(frontPort), '--host', '127.0.0.1', '--dist', 'dist'], `http://127.0.0.1:${frontPort}/mall/mine`);
  try {
    const started = Date.now();
    const served = await request.get(`http://127.0.0.1:${frontPort}${COMPONENT_PAGE}`);
    const took = Date.now() - started;
    expect(served.status()).toBe(200);
    expect(took, 'served promptly').toBeLessThan(3000);
    expect(served.headers()['cache-control']).toBe('no-cache');
    const html = await served.text();
    expect(html).not.toContain('data-server-drawn');
    expect(answersIn(html)).toEqual([]);
    baseExpect(lonely.output()).toContain('[front] /active/component-active served undrawn: the API gave unreachable (ECONNREFUSED)');

    await page.goto(`http://127.0.0.1:${frontPort}${COMPONENT_PAGE}`);
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  } finally {
    await lonely.stop();
  }
});

test('a signed-in shopper never gets a drawing made with anyone’s token, nor one a cache may share', async ({ page, request }) => {
  // Signed in through the front, whose passing-through carries the shopper's token to the back end.
  await page.goto(`${frontBase}/mall/login/code?phone=${DEMO_PHONE}&redirect=${encodeURIComponent('/mall/mine')}`);
  await page.getByLabel('验证码').fill(DEMO_CODE);
  await expect(page).toHaveURL(`${frontBase}/mall/mine`);
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('h5-session') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
  expect(token).not.toBe('');
  // The page the mini program opens with the token in its URL: drawn anonymously, kept by no one.
  const withToken = await request.get(`${frontBase}/mall/goods-detail?id=${FAVOURITE}&token=${token}`);
  expect(withToken.headers()['cache-control']).toBe('private, no-store');
  const tokenHtml = await withToken.text();
  const [product] = answersIn(tokenHtml);
  expect(product).toMatchObject({ path: '/v1/product/detail/get', for_anyone: false });
  expect((product!.envelope as { data: { is_favorite: unknown } }).data.is_favorite).toBeFalsy();
  expect(rootOf(tokenHtml)).not.toContain(token);

  const anonymous = await request.get(`${frontBase}/mall/goods-detail?id=${FAVOURITE}`);
  expect(anonymous.headers()['cache-control']).toMatch(/^public, /);
  expect(await anonymous.text()).not.toContain(token);

  // Every read the front made was anonymous; the shopper's own went through with their token.
  const reads = (await loggedReads(request, '/v1/product/detail/get')) as Array<LoggedRequest & { headers: { user_agent: string } }>;
  const frontReads = reads.filter((read) => read.headers.user_agent === 'h5-front');
  expect(frontReads.length).toBeGreaterThanOrEqual(2);
  expect(frontReads.every((read) => !read.headers.x_token && !('token' in read.query))).toBe(true);

  // The shopper's browser shows their own mark (the back end's answer to them), read afresh with their token.
  await page.goto(`${frontBase}/mall/goods-detail?id=${FAVOURITE}`);
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  const afterwards = await loggedReads(request, '/v1/product/detail/get');
  expect(afterwards.some((read) => read.headers.x_token)).toBe(true);
});
