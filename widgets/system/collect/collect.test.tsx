// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listFavoriteProducts } from '../../../src/api/customer';
import type { FavoriteProductItem, FavoriteProductPage } from '../../../src/contract';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import collect from './widget';

vi.mock('../../../src/api/customer', () => ({ listFavoriteProducts: vi.fn() }));
const favourites = vi.mocked(listFavoriteProducts);

function item(id: number): FavoriteProductItem {
  return { sh_id: id, sh_image: `/static/img/p/${id}.svg`, sh_name: `收藏${id}`, sh_price_object: { sh_price: 12.5 } };
}
const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => item(from + i));
const answer = (products: FavoriteProductItem[], total: number): FavoriteProductPage => ({ sh_products: products, sh_total: total });
const cards = (root: HTMLElement) => root.querySelectorAll('[data-product-id]');

startLoggedInEachTest();
beforeEach(() => {
  // Tall enough that every row renders and the list pages on to its end without scrolling.
  Object.defineProperty(window, 'innerHeight', { value: 20000, configurable: true });
});

describe('system:collect', () => {
  it('accepts its example and no props', () => {
    expect(collect.validate(example.props)).toBe(true);
    expect(collect.validate({ page: 1 })).toBe(false);
  });

  it('shows the total and pages past the first page until every favourite is loaded', async () => {
    favourites.mockResolvedValueOnce(answer(items(1, 20), 25)).mockResolvedValueOnce(answer(items(21, 5), 25));
    const page = await renderNodes([collect], [example]);
    expect(await screen.findByText('没有更多了')).toBeVisible();
    expect(screen.getByRole('heading', { name: '我的收藏' })).toBeVisible();
    expect(screen.getByText('共 25 件')).toBeVisible();
    expect(favourites.mock.calls.map(([query]) => query)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(cards(page.container)).toHaveLength(25);
    const last = page.container.querySelector('[data-product-id="25"]') as HTMLElement;
    expect(last.textContent).toContain('收藏25');
    expect(last.textContent).toContain('¥12.50');
    expect(last.querySelector('img')?.getAttribute('alt')).toBe('收藏25');
    fireEvent.click(last);
    await waitFor(() => expect(page.visited).toEqual(['/mall/goods-detail?id=25']));
  });

  it('stops at an empty page even when the total promises more', async () => {
    favourites.mockResolvedValueOnce(answer(items(1, 20), 40)).mockResolvedValueOnce(answer([], 40));
    const page = await renderNodes([collect], [example]);
    expect(await screen.findByText('没有更多了')).toBeVisible();
    expect(favourites).toHaveBeenCalledTimes(2);
    expect(cards(page.container)).toHaveLength(20);
  });

  it('invites the shopper to browse when there are no favourites', async () => {
    favourites.mockResolvedValueOnce(answer([], 0));
    const page = await renderNodes([collect], [example]);
    expect(await screen.findByText('暂无收藏商品')).toBeVisible();
    expect(screen.queryByText(/共 \d+ 件/)).toBeNull();
    const browse = screen.getByRole('link', { name: '去逛逛' });
    expect(browse.getAttribute('href')).toBe('/mall/portal');
    fireEvent.click(browse);
    expect(page.visited).toEqual(['/mall/portal']);
    expect(favourites).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when the first page cannot be loaded', async () => {
    favourites.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(answer(items(1, 2), 2));
    await renderNodes([collect], [example]);
    const retry = await screen.findByRole('button', { name: '重新加载' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('收藏2')).toBeVisible();
    expect(screen.getByText('共 2 件')).toBeVisible();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(favourites.mock.calls.map(([query]) => query)).toEqual([{ page: 1 }, { page: 1 }]);
  });
});
