// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followStore, getStore, unfollowStore } from '../../../src/api/store';
import type { FollowResult, ProductCard, Store } from '../../../src/contract';
import { toast, toastSuccess } from '../../../src/core/feedback';
import { useSession } from '../../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import { fansText } from './StoreHeader';
import shopDetail from './widget';

vi.mock('../../../src/api/store', () => ({ getStore: vi.fn(), followStore: vi.fn(), unfollowStore: vi.fn() }));
vi.mock('../../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));

const load = vi.mocked(getStore);
const follow = vi.mocked(followStore);
const unfollow = vi.mocked(unfollowStore);

function product(id: number): ProductCard {
  return {
    product_id: id,
    title: `商品${id}`,
    sub_title: '',
    image: `/static/img/p/${id}.svg`,
    price_object: { price: 59.9 },
    sold_num_desc: '',
    stock: 10,
  };
}
const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => product(from + i));

function store(overrides: Partial<Store> = {}): Store {
  return {
    seller: { banner: '/static/img/s/banner.jpg', logo: '/static/img/s/logo.png', name: '好物旗舰店', seller_id: 1001 },
    is_dealer: 0,
    dealer_info: { logo: '', name: '' },
    seller_tag: { customer_store_grand: '金牌店铺', store_grand_url: '/static/img/s/grand.png', customer_store_contract: '品牌直营', store_contract_url: '' },
    fans_total: 12,
    on_sale_title: '在售商品',
    is_favorite: 0,
    products: products(1, 2),
    has_more: false,
    ...overrides,
  };
}

const DEALER = { is_dealer: 1 as const, dealer_info: { logo: '/static/img/s/owner.png', name: '小美' } };
const LOGIN = '/mall/login?redirect=%2Factive%2Fcomponent-active%3Fid%3D1';
const node = (props: Record<string, unknown>) => ({ id: 'store', type: 'system:shop-detail', props });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

startLoggedInEachTest();
beforeEach(() => {
  // A queued answer a failed test left unused must not leak into the next test.
  for (const call of [load, follow, unfollow]) call.mockReset();
  Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 667, configurable: true });
});

describe('system:shop-detail', () => {
  it('accepts its example and needs seller_id or agency_store_id, numeric', () => {
    expect(shopDetail.validate(example.props)).toBe(true);
    expect(shopDetail.validate({ agency_store_id: '501', store_share: '1' })).toBe(true);
    expect(shopDetail.validate({ seller_id: 1001, seller_store_type: '2', dealer_id: '31' })).toBe(true);
    expect(shopDetail.validate({})).toBe(false);
    expect(shopDetail.validate({ store_share: '1' })).toBe(false);
    expect(shopDetail.validate({ seller_id: 'abc' })).toBe(false);
    expect(shopDetail.validate({ seller_id: '1', other: 1 })).toBe(false);
  });

  it('counts fans in words a shopper reads', () => {
    expect(fansText(12)).toBe('12 人关注');
    expect(fansText(0)).toBe('0 人关注');
    expect(fansText(undefined)).toBe('0 人关注');
    expect(fansText(12345)).toBe('1.2万 人关注');
    expect(fansText(10000)).toBe('1万 人关注');
  });

  it('shows the store and pages its products without asking for page 1 twice', async () => {
    load.mockResolvedValueOnce(store({ has_more: true })).mockResolvedValueOnce(store({ products: products(3, 1), has_more: false }));
    const page = await renderNodes([shopDetail], [example]);
    expect(await screen.findByRole('heading', { name: '好物旗舰店' })).toBeVisible();
    expect(screen.getByRole('img', { name: '好物旗舰店店铺横幅' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: '金牌店铺' }).getAttribute('src')).toBe('/static/img/s/grand.png');
    expect(screen.getByText('品牌直营')).toBeVisible();
    expect(screen.getByText('12 人关注')).toBeVisible();
    expect(screen.getByRole('heading', { name: '在售商品' })).toBeVisible();
    expect(button('关注').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: '联系店主' })).toBeNull();
    expect(await screen.findByText('商品3')).toBeVisible();
    // Page 2 follows page 1, each product once.
    const shown = Array.from(page.container.querySelectorAll('[data-product-id]'), (card) => card.getAttribute('data-product-id'));
    expect(shown).toEqual(['1', '2', '3']);
    expect(load.mock.calls.map(([query]) => query)).toEqual([
      { seller_id: '1001', page: 1 },
      { seller_id: '1001', page: 2 },
    ]);
    fireEvent.click(screen.getByText('商品2'));
    expect(page.visited).toEqual(['/mall/goods-detail?id=2']);
  });

  it('follows once per double tap, says so, and flips only after the store is reloaded', async () => {
    const followed = deferred<FollowResult>();
    const reloaded = deferred<Store>();
    load.mockResolvedValueOnce(store()).mockReturnValueOnce(reloaded.promise);
    follow.mockReturnValueOnce(followed.promise);
    await renderNodes([shopDetail], [example]);
    const tap = await screen.findByRole('button', { name: '关注' });
    fireEvent.click(tap);
    fireEvent.click(tap);
    expect(follow).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenCalledWith({ id: 1001 });
    expect(button('关注').disabled).toBe(true);

    await act(async () => followed.resolve({ is_favorite: 1, fans_total: 13 }));
    expect(toastSuccess).toHaveBeenCalledWith('关注成功');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ seller_id: '1001', page: 1 });
    // The follow call answered, but the store has not been reloaded yet.
    expect(button('关注').disabled).toBe(true);
    expect(screen.getByText('12 人关注')).toBeVisible();
    expect(screen.getByText('商品1')).toBeVisible();

    await act(async () => reloaded.resolve(store({ is_favorite: 1, fans_total: 13 })));
    expect(button('已关注').disabled).toBe(false);
    expect(screen.getByText('13 人关注')).toBeVisible();
    expect(unfollow).not.toHaveBeenCalled();
  });

  it('unfollows a followed store', async () => {
    load.mockResolvedValueOnce(store({ is_favorite: 1 })).mockResolvedValueOnce(store({ is_favorite: 0, fans_total: 11 }));
    unfollow.mockResolvedValueOnce({ is_favorite: 0, fans_total: 11 });
    await renderNodes([shopDetail], [example]);
    // Found outside act: inside it React holds back the render that shows the button.
    const tap = await screen.findByRole('button', { name: '已关注' });
    await act(async () => fireEvent.click(tap));
    expect(unfollow).toHaveBeenCalledWith({ id: 1001 });
    expect(follow).not.toHaveBeenCalled();
    expect(toastSuccess).toHaveBeenCalledWith('取消关注成功');
    expect(button('关注').disabled).toBe(false);
    expect(screen.getByText('11 人关注')).toBeVisible();
  });

  it('leaves the button as it was when the follow fails', async () => {
    load.mockResolvedValueOnce(store());
    follow.mockRejectedValueOnce(new Error('network'));
    await renderNodes([shopDetail], [example]);
    // Found outside act: inside it React holds back the render that shows the button.
    const tap = await screen.findByRole('button', { name: '关注' });
    await act(async () => fireEvent.click(tap));
    expect(button('关注').disabled).toBe(false);
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('操作失败，请稍后再试');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks an anonymous visitor to log in and calls nothing', async () => {
    useSession.getState().setToken(null);
    load.mockResolvedValueOnce(store());
    const page = await renderNodes([shopDetail], [example]);
    fireEvent.click(await screen.findByRole('button', { name: '关注' }));
    await waitFor(() => expect(page.visited).toEqual([LOGIN]));
    expect(follow).not.toHaveBeenCalled();
    expect(unfollow).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(button('关注').disabled).toBe(false);
  });

  it('offers 联系店主 instead of following in a dealer store, and keeps the store on its products', async () => {
    load.mockResolvedValueOnce(store(DEALER));
    const page = await renderNodes([shopDetail], [node({ seller_id: '1001', agency_store_id: '501', store_share: '1' })]);
    await screen.findByRole('heading', { name: '好物旗舰店' });
    expect(screen.getByText('店主：小美')).toBeVisible();
    expect(screen.getByRole('img', { name: '小美头像' }).getAttribute('src')).toBe('/static/img/s/owner.png');
    expect(screen.queryByRole('button', { name: '关注' })).toBeNull();
    expect(screen.queryByRole('button', { name: '已关注' })).toBeNull();
    expect(load).toHaveBeenCalledWith({ seller_id: '1001', agency_store_id: '501', store_share: '1', page: 1 });
    fireEvent.click(button('联系店主'));
    await waitFor(() => expect(page.visited).toEqual(['/mall/shop-contact?agency_store_id=501']));
    fireEvent.click(screen.getByText('商品1'));
    expect(page.visited.at(-1)).toBe('/mall/goods-detail?id=1&agency_store_id=501&store_share=1');
    expect(follow).not.toHaveBeenCalled();
  });

  it('sends an anonymous visitor to login from 联系店主, addressed by agency_store_id alone', async () => {
    useSession.getState().setToken(null);
    load.mockResolvedValueOnce(store(DEALER));
    const page = await renderNodes([shopDetail], [node({ agency_store_id: '501' })]);
    fireEvent.click(await screen.findByRole('button', { name: '联系店主' }));
    await waitFor(() => expect(page.visited).toEqual([LOGIN]));
    expect(load).toHaveBeenCalledWith({ agency_store_id: '501', page: 1 });
  });

  it('offers a reload when the store cannot be loaded', async () => {
    load.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(store());
    await renderNodes([shopDetail], [example]);
    const retry = await screen.findByRole('button', { name: '重新加载' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { name: '好物旗舰店' })).toBeVisible();
    expect(screen.getByText('商品1')).toBeVisible();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
