import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './support/admin';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const outline = (page: Page) => page.getByRole('region', { name: '页面结构' });
const outlineIds = (page: Page) => outline(page).locator('[data-node-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-node-id')));

async function signIn(page: Page) {
  await page.goto('/admin/pages');
  await page.getByLabel('操作员口令').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: '进入' }).click();
  await expect(page.getByRole('table')).toBeVisible();
}

test.describe('the page editor (/admin/pages)', () => {
  test('builds a page from nothing without typing JSON, reorders, undoes, publishes, and a shopper sees it', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.getByRole('button', { name: '新建' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    const pageId = /\/admin\/pages\/(\d+)$/.exec(page.url())![1]!;
    const preview = page.frameLocator('iframe[title="手机预览"]');

    // A banner from the palette: its example has three slides; the operator keeps two.
    await page.locator('[data-widget="banner"]').click();
    await expect(outline(page).getByRole('button', { name: /banner-1/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(outline(page).getByRole('button', { name: /banner-1/ })).toHaveText('轮播图 banner-1');
    await page.getByRole('button', { name: /^删除图片 3$/ }).click();
    await expect(page.locator('[data-path="nodes[0].props.items"] > ol > li')).toHaveCount(2);

    await page.locator('[data-widget="product-grid"]').click();
    await page.locator('[data-widget="countdown"]').click();
    // A time picked in the form, not typed as JSON; then a title typed in one field is one history step.
    await page.locator('[data-path="nodes[2].props.to"]').getByLabel('选择时间（北京时间）').fill('2030-01-01T10:00');
    const steps = page.getByRole('region', { name: '操作历史' }).getByRole('listitem');
    const before = await steps.count();
    await page.locator('[data-path="nodes[2].props.title"] input').pressSequentially('距离开抢');
    await expect(steps).toHaveCount(before + 1);

    // Tabs, then a product feed: an empty tabs node selected takes the new widget as its child.
    await page.locator('[data-widget="tabs"]').click();
    await page.locator('[data-widget="product-feed"]').click();
    expect(await outlineIds(page)).toEqual(['banner-1', 'product-grid-1', 'countdown-1', 'tabs-1', 'product-feed-1']);
    // The node just added is outlined and scrolled to in the phone once it is drawn.
    await expect(preview.locator('[data-live-selected]')).toHaveAttribute('data-node-id', 'product-feed-1');
    await expect(preview.locator('[data-node-id="product-feed-1"]')).toBeInViewport();

    // Reorder by the buttons, then undo and redo with the keyboard.
    await outline(page).getByRole('button', { name: /countdown-1/ }).click();
    await page.getByRole('button', { name: '上移' }).click();
    expect(await outlineIds(page)).toEqual(['banner-1', 'countdown-1', 'product-grid-1', 'tabs-1', 'product-feed-1']);
    await page.getByRole('button', { name: '撤销' }).click();
    expect(await outlineIds(page)).toEqual(['banner-1', 'product-grid-1', 'countdown-1', 'tabs-1', 'product-feed-1']);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => outlineIds(page)).toEqual(['banner-1', 'countdown-1', 'product-grid-1', 'tabs-1', 'product-feed-1']);
    await expect(preview.locator('[data-node-id]').first()).toHaveAttribute('data-node-id', 'banner-1');

    // Publish (saved first); the lint shows no error.
    await expect(page.getByRole('region', { name: '发布前检查' })).toContainText('0 个错误');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText(/第 \d+ 版已发布/)).toBeVisible();

    // The shopper's page.
    const shopper = await context.newPage();
    await shopper.setViewportSize({ width: 375, height: 812 });
    await shopper.goto(`/active/component-active?id=${pageId}`);
    await expect(shopper.locator('[data-node-id="banner-1"]')).toBeVisible();
    const order = await shopper.locator('[data-node-id]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node-id')));
    expect(order.slice(0, 3)).toEqual(['banner-1', 'countdown-1', 'product-grid-1']);
    await expect(shopper.locator('[data-node-id="countdown-1"]')).toContainText('距离开抢');
  });

  test('drags from the palette and in the outline, and pastes a node copied on another page', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '新建' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    await page.locator('[data-widget="title"]').click();
    await page.locator('[data-widget="container"]').click();
    await page.locator('[data-widget="spacer"]').dragTo(outline(page).getByText('container-1 是空的：拖到这里放入'));
    await expect(outline(page).getByRole('group').locator('[data-node-id="spacer-1"]')).toBeVisible();
    await outline(page).locator('[data-node-id="title-1"]').dragTo(outline(page).getByText('拖到这里：放在页面末尾'));
    expect(await outlineIds(page)).toEqual(['container-1', 'spacer-1', 'title-1']);

    // Copied here, pasted on another page (the copy outlives the page).
    await outline(page).locator('[data-node-id="spacer-1"]').click();
    await page.keyboard.press('Control+C');
    await page.goto('/admin/pages/new');
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    await expect(outline(page).getByText('页面是空的')).toBeVisible();
    await page.keyboard.press('Control+V');
    await expect.poll(() => outlineIds(page)).toEqual(['spacer-1']);
    await page.keyboard.press('Control+V');
    await expect.poll(() => outlineIds(page)).toEqual(['spacer-1', 'spacer-2']);
  });

  test('the lint blocks publishing a product the back end does not know, and lists what is over', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '新建' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    await page.locator('[data-widget="product-grid"]').click();
    await page.locator('[data-widget="tabs"]').click();
    const lint = page.getByRole('region', { name: '发布前检查' });
    await expect(lint).toContainText('选项卡 tabs-1 是空的');
    await outline(page).getByRole('button', { name: /product-grid-1/ }).click();
    await page.locator('[data-path="nodes[0].props.items[0].product_id"] input').fill('999999');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(lint).toContainText('商品 999999 不存在或已下架');
    await expect(page.getByRole('button', { name: '发布', exact: true })).toBeDisabled();
    await expect(page.getByText(/版已发布/)).toHaveCount(0);
  });

  test('a wrong operator token brings the sign-in back, saying so', async ({ page }) => {
    await page.goto('/admin/pages');
    await page.getByLabel('操作员口令').fill('not-the-token');
    await page.getByRole('button', { name: '进入' }).click();
    await expect(page.getByRole('alert')).toContainText('操作员口令无效');
    await expect(page.getByLabel('操作员口令')).toBeVisible();
    expect(page.url()).not.toContain('not-the-token');
  });

  test('a save on top of someone else\'s is refused and said, never overwriting', async ({ page, browser }) => {
    await signIn(page);
    await page.getByRole('link', { name: /./ }).first().click();
    await expect(page.getByRole('status')).toHaveText(/已渲染/);
    // Someone else saves the same page meanwhile.
    const other = await browser.newPage();
    await other.goto(page.url().replace(/\/admin\/.*/, '/admin/pages'));
    await other.getByLabel('操作员口令').fill(E2E_ADMIN_TOKEN);
    await other.getByRole('button', { name: '进入' }).click();
    await other.goto(page.url());
    await other.locator('[data-widget="spacer"]').click();
    await other.getByRole('button', { name: '保存' }).click();
    await expect(other.getByText(/已保存为第 \d+ 版/)).toBeVisible();
    await other.close();

    await page.locator('[data-widget="divider"]').click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert')).toContainText('有人在你之后保存了这个页面');
  });

  test('shows the page as in another host: a node for the app only is hidden in a browser', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: '新建' }).click();
    await page.locator('[data-widget="title"]').click();
    const preview = page.frameLocator('iframe[title="手机预览"]');
    await expect(preview.locator('[data-node-id="title-1"]')).toBeVisible();
    await page.getByText('显示条件').click();
    await page.getByRole('checkbox', { name: 'app' }).check();
    await page.getByLabel('预览环境').selectOption('browser');
    await expect(preview.locator('[data-node-id="title-1"]')).toHaveCount(0);
    await page.getByLabel('预览环境').selectOption('app');
    await expect(preview.locator('[data-node-id="title-1"]')).toBeVisible();
  });

  test('schedules a publication, reads an old version back, and publishes an old version again', async ({ page, context }) => {
    await signIn(page);
    await page.getByRole('button', { name: '新建' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    const pageId = /(\d+)$/.exec(page.url())![1]!;
    await page.locator('[data-widget="title"]').click();
    await page.getByLabel('定时').fill('2099-01-01T10:00');
    await page.getByRole('button', { name: '定时发布' }).click();
    await expect(page.getByText(/第 2 版将于 2099-01-01T02:00:00/)).toBeVisible();
    await page.getByLabel('定时').fill('');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText('第 2 版已发布')).toBeVisible();

    await page.getByText('版本', { exact: true }).click();
    const versions = page.getByRole('list', { name: '已保存的版本' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await versions.getByRole('listitem').filter({ hasText: '第 1 版' }).getByRole('button', { name: '读回' }).click();
    await expect(outline(page).getByText('页面是空的')).toBeVisible();
    await page.getByRole('button', { name: '撤销' }).click();
    await expect(outline(page).getByRole('button', { name: /title-1/ })).toBeVisible();

    // A rollback: version 1 (the blank page) is what shoppers get again.
    await versions.getByRole('listitem').filter({ hasText: '第 1 版' }).getByRole('button', { name: '发布此版本' }).click();
    await expect(page.getByText('第 1 版已重新发布')).toBeVisible();
    const shopper = await context.newPage();
    await shopper.goto(`/active/component-active?id=${pageId}`);
    await expect(shopper.getByRole('button', { name: '分享' })).toBeVisible();
    await expect(shopper.locator('[data-node-id="title-1"]')).toHaveCount(0);
  });

  test('has no accessibility violations (axe, WCAG 2.1 AA) on the list and the editor', async ({ page }) => {
    await signIn(page);
    const listResults = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(listResults.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: '新建' }).click();
    await page.locator('[data-widget="banner"]').click();
    await expect(page.getByRole('status')).toHaveText(/已渲染 1 个节点/);
    // The phone's page is the runtime's own, checked by accessibility.spec.ts.
    const results = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
