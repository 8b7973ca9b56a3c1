import type { Page } from '@playwright/test';
import { serveEditorHost } from './support/editor-host';
import { expect, test, testWithFaults } from './support/fixtures';

/**
 * The live preview protocol (CONTRACT §6), driven as back-office editors drive it: the README's example
 * editor on an allowed origin and on a foreign one (ports of their own), and the reference editor.
 * The test build allows this server's own origin, port 4598, and this server as `localhost`, another site
 * (VITE_PREVIEW_ORIGINS in `test:e2e`).
 */
const ALLOWED_EDITOR_PORT = 4598;
const FOREIGN_EDITOR_PORT = 4597;

interface Received {
  type: string;
  version?: number;
  nodes?: number;
  problems?: Array<{ path: string; reason: string }>;
  node_id?: string | null;
  path?: string;
}

const draft = (heading: string) => ({
  schema_version: 1,
  id: 9001,
  title: '实时草稿',
  status: 'draft',
  nodes: [
    { id: 'head', type: 'title', props: { text: heading } },
    { id: 'gap', type: 'spacer', props: { height: 750 } },
    { id: 'rules', type: 'rich-text', props: { html: '<p>活动规则：每人限领一张</p>' } },
    { id: 'wheel', type: 'lottery-wheel', props: {} },
    { id: 'more', type: 'title', props: { text: '更多好物', more: { text: '查看全部', action: { target: 'category', target_id: '3' } } } },
  ],
});

const received = (page: Page) => page.evaluate(() => (window as unknown as { editor: { received: Received[] } }).editor.received);
const send = (page: Page, message: object) =>
  page.evaluate((payload) => (window as unknown as { editor: { send: (message: object) => void } }).editor.send(payload), message);
const lastOf = async (page: Page, type: string) => (await received(page)).filter((message) => message.type === type).at(-1);

async function openExampleEditor(page: Page, port: number, baseURL: string) {
  await page.goto(`http://127.0.0.1:${port}/?runtime=${encodeURIComponent(baseURL)}`);
  return page.frameLocator('#phone');
}

test.describe('an editor on an allowed origin', () => {
  serveEditorHost(ALLOWED_EDITOR_PORT);

  test('drives documents, sees problems, and selects nodes both ways without navigating', async ({ page, baseURL }) => {
    const phone = await openExampleEditor(page, ALLOWED_EDITOR_PORT, baseURL!);
    await expect(phone.getByText('等待编辑器发送页面…')).toBeVisible();
    await expect.poll(() => lastOf(page, 'ready')).toEqual({ source: 'h5-runtime', type: 'ready', version: 1 });

    await send(page, { type: 'document', document: draft('年货节') });
    await expect(phone.getByText('年货节')).toBeVisible();
    await expect.poll(() => lastOf(page, 'rendered')).toMatchObject({ nodes: 4, problems: [{ path: 'nodes[3].type', reason: '未知的组件类型 "lottery-wheel"' }] });
    await expect(phone.locator('[data-problem-path="nodes[3]"]')).toContainText('未知的组件类型');

    // The editor selects a node below the fold: it is outlined and scrolled into view.
    await send(page, { type: 'select', node_id: 'rules' });
    await expect(phone.locator('[data-live-selected]')).toHaveAttribute('data-node-id', 'rules');
    await expect(phone.getByText('活动规则：每人限领一张')).toBeInViewport();

    // An edit redraws only the node it touched, where the operator is looking.
    const scrolled = await phone.locator('html').evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await phone.locator('[data-node-id="rules"]').evaluate((element) => element.setAttribute('data-before-edit', ''));
    await send(page, { type: 'document', document: { ...draft('年货节 · 第二版') } });
    await expect(phone.getByText('年货节 · 第二版')).toHaveCount(1);
    await expect.poll(async () => (await received(page)).filter((message) => message.type === 'rendered').length).toBe(2);
    expect(await phone.locator('html').evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(phone.locator('[data-node-id="rules"][data-before-edit]')).toHaveCount(1);
    await expect(phone.locator('[data-node-id="rules"]')).toHaveAttribute('data-live-selected', '');

    // A tap selects instead of following the link.
    await phone.getByText('查看全部').click();
    await expect.poll(() => lastOf(page, 'selected')).toEqual({ source: 'h5-runtime', type: 'selected', node_id: 'more', path: 'nodes[4]' });
    await expect(phone.locator('[data-live-selected]')).toHaveAttribute('data-node-id', 'more');
    expect(page.frames()[1]!.url()).toMatch(/\/active\/component-active\?preview=live$/);

    // A document that cannot be drawn leaves the page as it was and says why.
    await send(page, { type: 'document', document: { ...draft('x'), schema_version: 9 } });
    await expect(phone.getByRole('alert')).toContainText('页面数据有误，预览未更新');
    await expect(phone.getByText('年货节 · 第二版')).toBeVisible();
    await expect.poll(() => lastOf(page, 'rendered')).toMatchObject({ nodes: 0, problems: [{ path: 'schema_version' }] });
  });
});

testWithFaults.describe('an editor on a foreign origin', () => {
  serveEditorHost(FOREIGN_EDITOR_PORT);

  testWithFaults('may not frame the preview', async ({ page, baseURL }) => {
    const response = await page.request.get('/active/component-active?preview=live');
    expect(response.headers()['content-security-policy']).toContain(
      `frame-ancestors http://127.0.0.1:${new URL(baseURL!).port} http://127.0.0.1:${ALLOWED_EDITOR_PORT} http://localhost:${new URL(baseURL!).port};`,
    );
    await openExampleEditor(page, FOREIGN_EDITOR_PORT, baseURL!);
    // Chromium puts its error page in place of a frame the framed page's CSP refuses.
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    expect(await received(page)).toEqual([]);
  });

  testWithFaults('gets no answer and changes nothing even when framing is let through', async ({ page, baseURL }) => {
    // As if the preview's headers were lost on the way (a proxy that strips them): the runtime still obeys only its editors.
    await page.route(
      (url) => url.pathname === '/active/component-active',
      async (route) => {
        const response = await route.fetch();
        const { 'content-security-policy': _csp, ...headers } = response.headers();
        await route.fulfill({ response, headers });
      },
    );
    const phone = await openExampleEditor(page, FOREIGN_EDITOR_PORT, baseURL!);
    await expect(phone.getByText('等待编辑器发送页面…')).toBeVisible();
    await send(page, { type: 'document', document: draft('外部文档') });
    await send(page, { type: 'select', node_id: 'head' });
    await phone.getByText('等待编辑器发送页面…').click();
    // The runtime answers within a frame; a second is many times what an allowed editor waits.
    await page.waitForTimeout(1_000);
    await expect(phone.getByText('外部文档')).toHaveCount(0);
    await expect(phone.getByText('等待编辑器发送页面…')).toBeVisible();
    expect(await received(page)).toEqual([]);
  });
});

test.describe('the reference editor (/dev/editor)', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('edits a fixture beside its preview: problems in place, selection both ways, a download', async ({ page }) => {
    // About 15 s here (the editor's code, a 500-line document, two pages in one browser); three times that and more.
    test.setTimeout(90_000);
    await page.goto('/dev/editor?fixture=108');
    // The page editor opens on its forms; the document's text is its JSON view.
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    const status = page.getByRole('status');
    const preview = page.frameLocator('iframe[title="手机预览"]');
    await expect(status).toHaveText(/^已渲染 \d+ 个节点 · 20 个问题$/);
    const problems = page.getByRole('list', { name: '问题' });
    await expect(problems).toContainText('nodes[1].type：未知的组件类型 "lottery-wheel"');

    // A problem chosen from the list puts the cursor on its text.
    await problems.getByRole('button', { name: /nodes\[1\]\.type/ }).click();
    await expect(page.locator('.cm-activeLine')).toContainText('"lottery-wheel"');

    // A tapped block marks its JSON; the cursor in a node outlines its block.
    await preview.locator('[data-node-id="n11"]').click();
    await expect(page.locator('.cm-line', { hasText: '"id": "n11"' }).locator('.cm-selected-node').first()).toBeVisible();
    // (The editor draws only the lines in view: n13 is near the marked n11.)
    await page.locator('.cm-line', { hasText: '"id": "n13"' }).click();
    await expect(preview.locator('[data-live-selected]')).toHaveAttribute('data-node-id', 'n13');

    // Typing shows in the preview.
    await page.locator('.cm-line', { hasText: '售完即止。</p>' }).click();
    await page.keyboard.press('End');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('再见');
    await expect(preview.getByText('商品数量有限，售完即止。再见')).toBeVisible();

    // Broken JSON is pointed at, and the preview keeps the last good document.
    await page.keyboard.type('"');
    await expect(status).toHaveText(/^JSON 语法错误（第 \d+ 行），预览未更新$/);
    await expect(preview.getByText('商品数量有限，售完即止。再见')).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect(status).toHaveText(/^已渲染 \d+ 个节点 · 20 个问题$/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 JSON' }).click();
    const saved = JSON.parse(await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))) as {
      id: number;
      nodes: Array<{ id?: string; props?: { html?: string } }>;
    };
    expect(saved.id).toBe(108);
    expect(saved.nodes.find((node) => node.id === 'n11')?.props?.html).toContain('售完即止。再见</p>');
  });

  test('drives a runtime on another site over the port it hands over', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    // Answers the editor hears, by way: on a port (counted as the port delivers them) or by window.
    await page.addInitScript(`if (window.top === window) {
      window.heard = { port: 0, window: 0 };
      const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
      Object.defineProperty(MessagePort.prototype, 'onmessage', {
        configurable: true,
        get: onmessage.get,
        set(handler) {
          onmessage.set.call(this, handler && ((event) => { if (event.data?.type === 'rendered') window.heard.port += 1; handler.call(this, event); }));
        },
      });
      addEventListener('message', (event) => { if (event.data?.source === 'h5-runtime' && event.data.type === 'rendered') window.heard.window += 1; });
    }`);
    const otherSite = baseURL!.replace('127.0.0.1', 'localhost');
    await page.goto(`/dev/editor?fixture=108&runtime=${encodeURIComponent(otherSite)}`);
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(/^已渲染 \d+ 个节点 · 20 个问题$/);
    const preview = page.frameLocator('iframe[title="手机预览"]');
    expect(page.frames()[1]?.url()).toBe(`${otherSite}/active/component-active?preview=live`);

    // A tap in the phone comes back on the port, and marks its JSON (and brings its text into view).
    await preview.locator('[data-node-id="n11"]').click();
    await expect(page.locator('.cm-line', { hasText: '"id": "n11"' }).locator('.cm-selected-node').first()).toBeVisible();
    await page.locator('.cm-line', { hasText: '售完即止。</p>' }).click();
    await page.keyboard.press('End');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('再见');
    await expect(preview.getByText('商品数量有限，售完即止。再见')).toBeVisible();
    const heard = await page.evaluate<{ port: number; window: number }>('window.heard');
    expect(heard.port).toBeGreaterThanOrEqual(2);
    expect(heard.window).toBe(0);
  });
});
