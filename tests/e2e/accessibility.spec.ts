import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_PHONE, loginWithDemoCode } from './support/login';
import { makeOrder, type MadeOrder } from './support/server';
import { smallTapTargets } from './support/tap-targets';

/** WCAG 2.1 A and AA rules; only what axe rates serious or critical fails the test. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Waits until the screen has its content (no loading line, no request in flight) and no toast is passing over it. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('加载中…')).toHaveCount(0);
  // A page or widget still downloading shows a skeleton; axe judges the screen, not the skeleton.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A toast fades in and out: axe measuring it halfway sees half its contrast.
  await expect(page.locator('.rv-toast, body > [role="status"]').filter({ visible: true })).toHaveCount(0);
}

async function expectAccessible(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  expect(await seriousViolations(page), path).toEqual([]);
  expect(await smallTapTargets(page), `${path}: tap targets under 44 px`).toEqual([]);
}

const confirmPath = `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify({ 1001: 1 }), sale_type: '1' }).toString()}`;

/** The demo customer's shipped and paid orders, made once for every screen that shows one. */
let demoOrders: Promise<{ shipped: MadeOrder; paid: MadeOrder }> | undefined;
function ordersOf(request: APIRequestContext) {
  demoOrders ??= (async () => ({ shipped: await makeOrder(request, 'shipped'), paid: await makeOrder(request, 'paid') }))();
  return demoOrders;
}

// One test per screen, so a slow or failing screen fails alone and the report names it.
test.describe('no serious or critical axe violations', () => {
  // axe reads every element of the screen: the page with every widget takes ~13 s on a slow machine.
  test.describe.configure({ timeout: 60_000 });
  // Still screens: a running marquee and carousel keep the page's main thread busy between frames, and
  // every script axe sends in waits for it (on the page with every widget, 22 s instead of 7 s with a
  // core busy). Motion is not what axe judges; the tests of the moving widgets cover them.
  test.use({ reducedMotion: 'reduce' });
  for (const path of [
    '/mall/portal',
    '/mall/category',
    '/mall/category/detail?id=101&topcid=1',
    '/mall/goods-detail?id=1001',
    '/mall/shop-detail?seller_id=203',
    '/mall/shop-contact?agency_store_id=8009',
    '/mall/mine',
    '/mall/login',
    `/mall/login/code?phone=${DEMO_PHONE}`,
    '/certificate-info',
    '/active/component-active?id=103',
    // The staples, with the popup open over them (a new visitor's first sight).
    '/active/component-active?id=119',
    '/active/component-active?id=120',
    '/no/such/page',
  ]) {
    test(`a visitor: ${path}`, async ({ page }) => {
      await expectAccessible(page, path);
    });
  }

  const shopperScreens: ReadonlyArray<[string, (orders: { shipped: MadeOrder; paid: MadeOrder }) => string]> = [
    ['mine', () => '/mall/mine'],
    ['favourites', () => '/mall/collect'],
    ['order list', () => '/mall/order/list'],
    ['order detail', ({ shipped }) => `/mall/order/detail?order_no=${shipped.order_no}`],
    ['parcels', ({ shipped }) => `/mall/packages/logistics?id=${shipped.id}`],
    ['pay success', ({ paid }) => `/mall/pay-success?trade_no=${paid.trade_no}`],
    ['address list', () => '/mall/address/list'],
    ['address form', () => '/mall/address/add'],
    ['confirm', () => confirmPath],
    ['after-sales list', () => '/mall/after-sales/list'],
    ['settings', () => '/mall/setting'],
    ['mission centre', () => '/active/component-active?id=120'],
  ];
  for (const [screen, pathOf] of shopperScreens) {
    test(`a logged-in shopper: ${screen}`, async ({ page, request }) => {
      const path = pathOf(await ordersOf(request));
      await loginWithDemoCode(page, '/mall/setting', DEMO_PHONE);
      await expectAccessible(page, path);
    });
  }

  test('a logged-in shopper: a parcel’s track', async ({ page, request }) => {
    const { shipped } = await ordersOf(request);
    await loginWithDemoCode(page, `/mall/packages/logistics?id=${shipped.id}`, DEMO_PHONE);
    await page.locator('a[href*="/mall/packages/logistics/detail"]').first().click();
    await expect(page).toHaveURL(/logistics\/detail/);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the variant sheet', async ({ page }) => {
    await page.goto('/mall/goods-detail?id=1013');
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page.getByRole('dialog', { name: '选择规格' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('keyboard', () => {
  /** Where focus is after each of `presses` Tab presses: inside `selector` or not. */
  async function tabStaysIn(page: Page, selector: string, presses: number, shift = false): Promise<boolean[]> {
    const inside: boolean[] = [];
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
      inside.push(await page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector));
    }
    return inside;
  }

  test('the confirm dialog takes focus and keeps it while it is open', async ({ page }) => {
    await loginWithDemoCode(page, '/mall/setting', DEMO_PHONE);
    await page.getByRole('button', { name: '退出登录' }).click();
    const dialog = page.getByRole('alertdialog', { name: '确定要退出登录吗？' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确认' })).toBeFocused();
    expect(await tabStaysIn(page, '[role="alertdialog"]', 5)).toEqual([true, true, true, true, true]);
    expect(await tabStaysIn(page, '[role="alertdialog"]', 3, true)).toEqual([true, true, true]);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the variant sheet keeps focus inside it', async ({ page }) => {
    await page.goto('/mall/goods-detail?id=1013');
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page.getByRole('dialog', { name: '选择规格' })).toBeVisible();
    const inside = await tabStaysIn(page, '[aria-label="选择规格"]', 12);
    expect(inside.every(Boolean)).toBe(true);
  });

  test('every control reached by Tab shows a visible focus ring', async ({ page }) => {
    await page.goto('/mall/mine');
    await expect(page.getByText('登录/注册')).toBeVisible();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { name: `${element.tagName} ${element.textContent?.trim().slice(0, 10) ?? ''}`, outline: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring.name).not.toMatch(/^BODY/);
      expect(ring.outline, ring.name).not.toBe('none');
      expect(ring.width, ring.name).not.toBe('0px');
    }
  });
});
