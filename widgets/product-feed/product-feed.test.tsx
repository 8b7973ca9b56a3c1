// @vitest-environment happy-dom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedPage, ProductCard } from '../../src/contract';
import { getCategoryDetail } from '../../src/api/category';
import { listHomeFeed } from '../../src/api/home';
import { renderNodes, stubIntersections } from '../test-utils';
import example from './example.json';
import { chunkIntoRows, estimateRowHeight, isNearEnd } from '../../src/ui/feed/rows';
import divider from '../divider/widget';
import tabs from '../tabs/widget';
import productFeed from './widget';

vi.mock('../../src/api/home', () => ({ listHomeFeed: vi.fn(), getHomeInfo: vi.fn() }));
vi.mock('../../src/api/category', () => ({ getCategoryDetail: vi.fn(), listCategories: vi.fn() }));

const homeFeed = vi.mocked(listHomeFeed);
const categoryDetail = vi.mocked(getCategoryDetail);

function product(id: number): ProductCard {
  return {
    product_id: id,
    title: `商品${id}`,
    sub_title: '限时特惠',
    image: `/static/img/p/${id}.svg`,
    price_object: { price: 59.9, market_price: 99 },
    sold_num_desc: '已售1.2万件',
    stock: 10,
  };
}
const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => product(from + i));
const feedPage = (items: ProductCard[], hasMore: boolean): FeedPage => ({ products: items, has_more: hasMore, tips: '' });

const feedNode = (props: Record<string, unknown>) => ({ id: 'f1', type: 'product-feed', props });
const renderedCards = (root: HTMLElement) => root.querySelectorAll('[data-product-id]');

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
}

async function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  setViewport(375, 667);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  // Without an observer everything counts as near the screen: the list starts at once (use-near-viewport).
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('product-feed', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(productFeed.validate(example.props)).toBe(true);
    expect(productFeed.validate({ source: 'home-feed' })).toBe(true);
    expect(productFeed.validate({})).toBe(false);
    expect(productFeed.validate({ source: 'store' })).toBe(false);
    expect(productFeed.validate({ source: 'category' })).toBe(false);
    expect(productFeed.validate({ source: 'home-feed', columns: 4 })).toBe(false);
    // CONTRACT §5: a number may arrive as a numeric string.
    expect(productFeed.validate({ source: 'home-feed', columns: '2' })).toBe(true);
    expect(productFeed.validate({ source: 'home-feed', columns: 'two' })).toBe(false);
    expect(productFeed.validate({ source: 'category', top_cid: 'shoes' })).toBe(false);
  });

  it('groups cards into rows and knows when the end is near', () => {
    expect(chunkIntoRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkIntoRows([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(isNearEnd(5, 20)).toBe(false);
    expect(isNearEnd(16, 20)).toBe(true);
    expect(isNearEnd(-1, 0)).toBe(true);
    expect(estimateRowHeight(2, 750)).toBe(estimateRowHeight(2, 540));
  });

  it('pages the home feed until has_more is false, then says so', async () => {
    setViewport(375, 20000);
    homeFeed.mockResolvedValueOnce(feedPage(products(1, 20), true)).mockResolvedValueOnce(feedPage(products(21, 5), false));
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed', tab_id: 0 })]);
    expect(await page.findByText('没有更多了')).toBeVisible();
    expect(homeFeed.mock.calls.map(([query]) => query)).toEqual([{ page: 1, tab_id: 0 }, { page: 2, tab_id: 0 }]);
    expect(renderedCards(page.container)).toHaveLength(25);
    await scrollWindowTo(5000);
    expect(homeFeed).toHaveBeenCalledTimes(2);
  });

  it('loads the next page only as the shopper scrolls near the end', async () => {
    homeFeed.mockResolvedValueOnce(feedPage(products(1, 20), true)).mockResolvedValueOnce(feedPage(products(21, 20), true));
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed', columns: 1 })]);
    await waitFor(() => expect(renderedCards(page.container).length).toBeGreaterThan(0));
    expect(homeFeed).toHaveBeenCalledTimes(1);
    await scrollWindowTo(2000);
    await waitFor(() => expect(homeFeed).toHaveBeenCalledTimes(2));
    expect(homeFeed).toHaveBeenLastCalledWith({ page: 2, tab_id: undefined });
  });

  it('holds the first products\' place with blank cards, and the line under the products is a new one', async () => {
    let answer: (page: FeedPage) => void = () => undefined;
    homeFeed.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed', columns: 2 })]);
    const loading = await page.findByRole('status');
    expect(loading.textContent).toBe('加载中…');
    expect(page.container.querySelectorAll('[data-feed-placeholder] span')).toHaveLength(6);
    await act(async () => answer(feedPage(products(1, 4), false)));
    expect(await page.findByText('没有更多了')).toBeVisible();
    expect(renderedCards(page.container)).toHaveLength(4);
    // The loading line did not move down under the products (a layout shift): the line there is a new one.
    expect(loading.isConnected).toBe(false);
    expect(page.container.querySelector('[data-feed-placeholder]')).toBeNull();
  });

  it('draws a first page read ahead at once, and the list takes it without asking again', async () => {
    homeFeed.mockResolvedValueOnce(feedPage(products(1, 20), true)).mockResolvedValueOnce(feedPage(products(21, 20), true));
    await productFeed.prepare?.({ source: 'home-feed', tab_id: 0 });
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed', tab_id: 0, columns: 2 })]);
    await waitFor(() => expect(page.container.querySelector('[data-feed-placeholder]')).toBeNull());
    expect(renderedCards(page.container)[0]?.getAttribute('data-product-id')).toBe('1');
    // Page 1 was asked once, ahead; whatever the list asks next is a later page.
    expect(homeFeed.mock.calls.filter(([query]) => query.page === 1)).toHaveLength(1);
  });

  it('a failed page shows the reload text, and a tap retries the same page', async () => {
    homeFeed.mockRejectedValueOnce(new Error('网关错误')).mockResolvedValueOnce(feedPage(products(1, 4), false));
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed' })]);
    const reload = await page.findByRole('button', { name: '请求失败,点击重新加载' });
    await scrollWindowTo(300);
    expect(homeFeed).toHaveBeenCalledTimes(1);
    fireEvent.click(reload);
    expect(await page.findByText('没有更多了')).toBeVisible();
    expect(homeFeed.mock.calls.map(([query]) => query.page)).toEqual([1, 1]);
    expect(renderedCards(page.container)).toHaveLength(4);
  });

  it('an empty first page shows the empty state', async () => {
    homeFeed.mockResolvedValueOnce(feedPage([], false));
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed' })]);
    expect(await page.findByText('暂无商品')).toBeVisible();
  });

  it('pages a category until an empty page, and a tap opens the goods detail', async () => {
    setViewport(375, 20000);
    categoryDetail
      .mockResolvedValueOnce({ title_name: '女装', items: products(301, 6) })
      .mockResolvedValueOnce({ title_name: '女装', items: [] });
    const page = await renderNodes([productFeed], [example]);
    expect(await page.findByText('没有更多了')).toBeVisible();
    expect(categoryDetail.mock.calls.map(([query]) => query)).toEqual([
      { top_cid: 3, cid: 301, page: 1 },
      { top_cid: 3, cid: 301, page: 2 },
    ]);
    const card = page.container.querySelector('[data-product-id="303"]') as HTMLElement;
    expect(card.textContent).toContain('¥59.90');
    fireEvent.click(card);
    await waitFor(() => expect(page.visited).toEqual(['/mall/goods-detail?id=303']));
  });

  it('a feed in a hidden tab panel fetches nothing until its tab is shown again', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, targets: [] };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        unobserve(target: Element) {
          this.record.targets = this.record.targets.filter((each) => each !== target);
        }
        disconnect() {}
      },
    );
    const endComesIntoView = () =>
      act(async () => {
        for (const { callback, targets } of observers) {
          for (const target of targets) callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    homeFeed.mockResolvedValue(feedPage(products(1, 20), true));
    const tabsNode = {
      id: 't1', type: 'tabs', props: { titles: ['猜你喜欢', '新品'] },
      children: [feedNode({ source: 'home-feed' }), { id: 'e', type: 'divider', props: {} }],
    };
    try {
      const page = await renderNodes([tabs, divider, productFeed], [tabsNode]);
      fireEvent.click(page.getByRole('tab', { name: '新品' }));
      // The feed comes near the screen: its list starts (and draws its first page, hidden as it is).
      await endComesIntoView();
      await waitFor(() => expect(renderedCards(page.container).length).toBeGreaterThan(0));
      await scrollWindowTo(100);
      await endComesIntoView();
      expect(homeFeed).toHaveBeenCalledTimes(1);
      fireEvent.click(page.getByRole('tab', { name: '猜你喜欢' }));
      await endComesIntoView();
      expect(homeFeed).toHaveBeenCalledTimes(2);
      expect(homeFeed).toHaveBeenLastCalledWith({ page: 2, tab_id: undefined });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a feed far down the page shows its first products and starts its list only when the shopper nears it', async () => {
    const report = stubIntersections(false);
    homeFeed.mockResolvedValue(feedPage(products(1, 20), true));
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed', columns: 2 })]);
    await waitFor(() => expect(homeFeed).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(page.container.querySelector('[data-index]')).toBeNull();
    expect(page.getByRole('status').textContent).toBe('加载中…');
    const box = page.container.querySelector('[data-node-id="f1"] > div') as HTMLElement;
    report(box, true);
    await waitFor(() => expect(page.container.querySelector('[data-index="0"]')).not.toBeNull());
    expect(renderedCards(page.container).length).toBeGreaterThan(0);
    // The list took the first page asked for ahead rather than asking again.
    expect(homeFeed.mock.calls.filter(([query]) => query.page === 1)).toHaveLength(1);
  });

  it('keeps the DOM small with 2,000 products, wherever the shopper is', async () => {
    homeFeed.mockResolvedValueOnce(feedPage(products(1, 2000), false));
    const page = await renderNodes([productFeed], [feedNode({ source: 'home-feed', columns: 2 })]);
    await waitFor(() => expect(renderedCards(page.container).length).toBeGreaterThan(0));
    expect(renderedCards(page.container).length).toBeLessThan(40);
    const list = page.container.querySelector('[data-index="0"]')?.parentElement as HTMLElement;
    expect(parseFloat(list.style.height)).toBeGreaterThan(1000 * 250);

    await scrollWindowTo(150_000);
    const ids = Array.from(renderedCards(page.container), (card) => Number(card.getAttribute('data-product-id')));
    expect(ids.length).toBeLessThan(40);
    expect(Math.min(...ids)).toBeGreaterThan(900);
    expect(Math.max(...ids)).toBeLessThan(1100);
  });
});
