// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '../../../src/contract';
import { getCategoryDetail } from '../../../src/api/category';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import categoryDetail from './widget';

vi.mock('../../../src/api/category', () => ({ getCategoryDetail: vi.fn(), listCategories: vi.fn() }));
const detail = vi.mocked(getCategoryDetail);

function product(id: number): ProductCard {
  return { product_id: id, title: `商品${id}`, image: `/static/img/p/${id}.svg`, price_object: { price: 59.9 }, stock: 10, sub_title: '', sold_num_desc: '' };
}
const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => product(from + i));
const node = (props: Record<string, unknown>) => ({ id: 'screen', type: 'system:category-detail', props });
const cards = (root: HTMLElement) => root.querySelectorAll('[data-product-id]');

startLoggedInEachTest();
beforeEach(() => {
  // Tall enough that every row renders and the list pages on to its end without scrolling.
  Object.defineProperty(window, 'innerHeight', { value: 20000, configurable: true });
  document.title = '商品列表';
});

describe('system:category-detail', () => {
  it('accepts its example and needs a numeric id or topcid', () => {
    expect(categoryDetail.validate(example.props)).toBe(true);
    expect(categoryDetail.validate({ id: '21' })).toBe(true);
    expect(categoryDetail.validate({ topcid: 2 })).toBe(true);
    expect(categoryDetail.validate({})).toBe(false);
    expect(categoryDetail.validate({ id: 'x' })).toBe(false);
    expect(categoryDetail.validate({ topcid: '2', other: 1 })).toBe(false);
  });

  it('titles the screen with the first page’s name and pages the grid with both ids', async () => {
    detail
      .mockResolvedValueOnce({ title_name: '耳机', items: products(1, 20), has_more: true })
      .mockResolvedValueOnce({ title_name: '别的名字', items: products(21, 3), has_more: false });
    const page = await renderNodes([categoryDetail], [example]);
    expect(await screen.findByText('没有更多了')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('耳机');
    expect(document.title).toBe('耳机');
    expect(detail.mock.calls.map(([query]) => query)).toEqual([
      { top_cid: '2', cid: '21', page: 1 },
      { top_cid: '2', cid: '21', page: 2 },
    ]);
    expect(cards(page.container)).toHaveLength(23);
    const firstRow = page.container.querySelector('[data-index="0"]') as HTMLElement;
    expect(firstRow.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(firstRow.querySelectorAll('[data-product-id]')).toHaveLength(2);
    expect(cards(page.container)[0]?.textContent).toContain('¥59.90');
  });

  it('in the spec’s shape (no has_more) from a server that repeats itself, shows each product once and stops', async () => {
    // Every page answers the same products, as a back end that ignores `page` would.
    detail.mockResolvedValue({ title_name: '耳机', items: products(1, 20) });
    const page = await renderNodes([categoryDetail], [example]);
    expect(await screen.findByText('没有更多了')).toBeVisible();
    expect(detail.mock.calls.map(([query]) => query.page)).toEqual([1, 2]);
    expect(cards(page.container)).toHaveLength(20);
  });

  it('lists a whole top category when only topcid is given, and a tap opens the goods detail', async () => {
    detail.mockResolvedValueOnce({ title_name: '数码', items: products(7, 2), has_more: false });
    const page = await renderNodes([categoryDetail], [node({ topcid: '2' })]);
    await screen.findByText('商品8');
    expect(detail).toHaveBeenCalledWith({ top_cid: '2', cid: undefined, page: 1 });
    fireEvent.click(page.container.querySelector('[data-product-id="8"]') as HTMLElement);
    await waitFor(() => expect(page.visited).toEqual(['/mall/goods-detail?id=8']));
  });

  it('says so when the category has no products', async () => {
    detail.mockResolvedValueOnce({ title_name: '连衣裙', items: [], has_more: false });
    await renderNodes([categoryDetail], [node({ id: '11' })]);
    expect(await screen.findByText('该分类暂无商品')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('连衣裙');
  });

  it('keeps the route’s title until the server names the category', async () => {
    detail.mockRejectedValueOnce(new Error('network'));
    await renderNodes([categoryDetail], [example]);
    expect(await screen.findByRole('button', { name: '请求失败,点击重新加载' })).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.title).toBe('商品列表');
  });
});
