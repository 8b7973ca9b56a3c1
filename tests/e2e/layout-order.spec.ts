// Issue 33: a screen is laid out the same whichever screens came before it in the visit. A screen's
// stylesheets stay in the page once it has been shown, so a rule that arrives with a later screen can
// override an earlier one's (a copied shared picture rule once made the variant sheet's picture fill its
// row and the store logo grow to 120 px, but only after the category screen). Each test walks screens
// inside the app, with no page load between them, and compares the boxes of a screen's key parts with
// those of a fresh load of the same screen.
import type { Locator, Page } from '@playwright/test';
import { loginWithDemoCode } from './support/login';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/native';

type Box = { x: number; y: number; width: number; height: number };
type Layout = Record<string, Box | null>;
/** A part of a screen; only its visible match counts (a kept-alive screen stays in the page, hidden). */
type Part = (page: Page) => Locator;

interface Screen {
  path: string;
  /** Waits until the screen has drawn what it shows first. */
  ready: (page: Page) => Promise<void>;
  parts: Record<string, Part>;
  /** A sheet the screen opens, measured after the screen itself. */
  sheet?: { open: (page: Page) => Promise<void>; parts: Record<string, Part> };
}

/** The product's own picture: a screen kept from before (the home's feed) has product cards too. */
const galleryPicture = (page: Page) => page.locator('[data-node-type="system:goods-detail"] [data-product-id] img').first();

const goodsDetail = (id: number): Screen => ({
  path: `/mall/goods-detail?id=${id}`,
  // The gallery's picture may come a moment after the price (a still first, the carousel later): a reading
  // taken before it is there would compare a screen half drawn.
  ready: async (page) => {
    await expect(page.getByTestId('detail-price')).toBeVisible();
    await expect(galleryPicture(page)).toBeVisible();
  },
  parts: {
    picture: galleryPicture,
    price: (page) => page.getByTestId('detail-price'),
    title: (page) => page.getByRole('heading', { level: 1 }),
    'store logo': (page) => page.locator('a[data-seller-id] img').first(),
  },
  sheet: {
    open: async (page) => {
      await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
      await expect(sheet(page).getByRole('button', { name: /立即购买|已售罄/ })).toBeInViewport({ ratio: 1 });
    },
    parts: {
      'sheet picture': (page) => sheet(page).getByRole('img').first(),
      'sheet price': (page) => page.getByTestId('variant-price'),
      'sheet 库存 line': (page) => page.getByTestId('variant-stock'),
      'sheet ✕': (page) => page.locator('.rv-popup__close-icon'),
    },
  },
});

const sheet = (page: Page) => page.getByRole('dialog', { name: '选择规格' });

const home: Screen = {
  path: '/mall/portal',
  ready: (page) => expect(page.locator('[data-product-id]').first()).toBeVisible(),
  parts: {
    'first slide': (page) => page.locator('[data-node-type="banner"] img').first(),
    'first product': (page) => page.locator('[data-product-id]').first(),
  },
};

const category: Screen = {
  path: '/mall/category',
  ready: (page) => expect(page.getByRole('navigation', { name: '一级分类' }).getByRole('button').first()).toBeVisible(),
  parts: {
    'top categories': (page) => page.getByRole('navigation', { name: '一级分类' }),
    'first child picture': (page) => page.locator('[data-node-type="system:category"] section img').first(),
  },
};

const orderList: Screen = {
  path: '/mall/order/list',
  ready: (page) => expect(page.locator('[data-order-no]').first()).toBeVisible(),
  parts: {
    tabs: (page) => page.getByRole('tablist', { name: '订单状态' }),
    'first order': (page) => page.locator('[data-order-no]').first(),
    'first order picture': (page) => page.locator('[data-order-no] img').first(),
  },
};

const confirm: Screen = {
  path: `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify({ 1001: 1 }), sale_type: '1' }).toString()}`,
  ready: (page) => expect(page.locator('section[data-seller-id] img')).toBeVisible(),
  parts: {
    address: (page) => page.getByRole('region', { name: '收货地址' }),
    store: (page) => page.locator('section[data-seller-id]'),
    'line picture': (page) => page.locator('section[data-seller-id] img'),
    amounts: (page) => page.getByRole('region', { name: '金额' }),
    payment: (page) => page.getByRole('region', { name: '支付方式' }),
    submit: (page) => page.getByRole('button', { name: /提交订单|继续支付/ }),
  },
};

/** The boxes of `parts` (whole CSS pixels, page at its top; null for a part the screen lacks). */
async function boxesOf(page: Page, parts: Record<string, Part>): Promise<Layout> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const layout: Layout = {};
  for (const [name, part] of Object.entries(parts)) {
    const visible = part(page).filter({ visible: true }).first();
    // A part may be hidden for a moment while it is replaced (the gallery's still picture by its swiper).
    const shown = await visible.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
    layout[name] = shown
      ? await visible.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
        })
      : null;
  }
  return layout;
}

/** The boxes once two readings in a row agree (a sheet sliding up, a picture still decoding). */
async function settledBoxes(page: Page, parts: Record<string, Part>): Promise<Layout> {
  let last = '';
  let layout: Layout = {};
  await expect
    .poll(async () => {
      layout = await boxesOf(page, parts);
      const reading = JSON.stringify(layout);
      const same = reading === last;
      last = reading;
      return same;
    }, { intervals: [100] })
    .toBe(true);
  return layout;
}

/** The screen's layout, then its sheet's (opened in the same visit). */
async function layoutOf(page: Page, screen: Screen): Promise<Layout> {
  await screen.ready(page);
  await page.evaluate(() => document.fonts.ready);
  const own = await settledBoxes(page, screen.parts);
  if (!screen.sheet) return own;
  await screen.sheet.open(page);
  return { ...own, ...(await settledBoxes(page, screen.sheet.parts)) };
}

/** Moves to `path` inside the app, as a tapped link does: no page load, every stylesheet so far stays. */
async function moveInApp(page: Page, path: string): Promise<void> {
  await openInApp(page, path);
  await expect(page).toHaveURL(path);
}

async function freshLayout(page: Page, screen: Screen): Promise<Layout> {
  await page.goto(screen.path);
  return layoutOf(page, screen);
}

/** Opens `before` one after another in one visit (each drawn), then `screen`, and returns its layout. */
async function layoutAfter(page: Page, before: Screen[], screen: Screen): Promise<Layout> {
  const [first, ...rest] = before;
  await page.goto(first!.path);
  await first!.ready(page);
  for (const earlier of rest) {
    await moveInApp(page, earlier.path);
    await earlier.ready(page);
  }
  await moveInApp(page, screen.path);
  return layoutOf(page, screen);
}

test.describe('a screen looks the same whichever screens came before it', () => {
  test('the goods detail and its variant sheet after a product and the category screen', async ({ page }) => {
    const fresh = await freshLayout(page, goodsDetail(1001));
    // A product with a variant sheet and a store card, drawn as a fresh load draws it.
    expect(fresh['sheet 库存 line']?.height).toBeLessThan(30);
    expect(fresh['store logo']?.width).toBe(48);
    expect(await layoutAfter(page, [goodsDetail(1001), category], goodsDetail(1001))).toEqual(fresh);
  });

  test('the goods detail and its variant sheet after the home and the category screen', async ({ page }) => {
    const fresh = await freshLayout(page, goodsDetail(1001));
    expect(await layoutAfter(page, [home, category], goodsDetail(1001))).toEqual(fresh);
  });

  test('the category screen and the home after themselves and a product', async ({ page }) => {
    const freshCategory = await freshLayout(page, category);
    const freshHome = await freshLayout(page, home);
    expect(await layoutAfter(page, [home, category, goodsDetail(1013)], category)).toEqual(freshCategory);
    await moveInApp(page, home.path);
    expect(await layoutOf(page, home)).toEqual(freshHome);
  });

  test.describe('signed in', () => {
    test.beforeEach(async ({ page }) => {
      await loginWithDemoCode(page, '/mall/mine');
    });

    test('the goods detail and its variant sheet after the order list', async ({ page }) => {
      const fresh = await freshLayout(page, goodsDetail(1013));
      expect(await layoutAfter(page, [orderList], goodsDetail(1013))).toEqual(fresh);
    });

    test('the order list after itself, a product and the category screen', async ({ page }) => {
      const fresh = await freshLayout(page, orderList);
      expect(await layoutAfter(page, [orderList, goodsDetail(1001), category], orderList)).toEqual(fresh);
    });

    test('the confirm page after itself, a product, the category screen and the order list', async ({ page }) => {
      const fresh = await freshLayout(page, confirm);
      // The line's picture has its component's size (LineItem's .image), not the shared picture rule's full
      // width: the shared stylesheets keep their order in the shell (src/app/styles/shared-components.ts).
      expect(fresh['line picture']?.width).toBe(72);
      expect(await layoutAfter(page, [confirm, goodsDetail(1001), category, orderList], confirm)).toEqual(fresh);
    });
  });
});
