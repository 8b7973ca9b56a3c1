// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRefunds } from '../../../src/api/order';
import type { RefundItem, RefundPage, RefundProduct } from '../../../src/contract';
import { contactSeller } from '../../../src/mall/contact';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import afterSales from './widget';

vi.mock('../../../src/api/order', () => ({ listRefunds: vi.fn() }));
vi.mock('../../../src/mall/contact', () => ({ contactSeller: vi.fn() }));
const refunds = vi.mocked(listRefunds);
const contact = vi.mocked(contactSeller);

const product = (name: string, overrides: Partial<RefundProduct> = {}): RefundProduct => ({
  image: `/static/img/p/${name}.svg`,
  name,
  attribute_desc: '颜色：红色；尺码：M',
  qty: 1,
  amount: 0,
  integral: 0,
  ...overrides,
});

function refund(id: number, overrides: Partial<RefundItem> = {}): RefundItem {
  return {
    id,
    refund_no: `R${id}`,
    order_no: `O${id}`,
    seller: { seller_id: 7, store_name: `店铺${id}`, is_dealer: 0, agency_store_id: 0 },
    refund_type: '0',
    refund_type_label: '仅退款',
    status_label: '退款成功',
    products: [product(`商品${id}`, { amount: 12, qty: 2 })],
    ...overrides,
  };
}
// `total` counts the whole list (CONTRACT §5), not this page.
const answer = (list: RefundItem[], has_more = false, total = has_more ? 99 : list.length): RefundPage => ({ list, has_more, total });
const card = (storeName: string) => screen.getByRole('heading', { name: storeName }).closest('li') as HTMLElement;

startLoggedInEachTest();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('system:after-sales', () => {
  it('accepts its example and its empty texts, and refuses anything else', () => {
    expect(afterSales.validate(example.props)).toBe(true);
    expect(afterSales.validate({ empty_title: '还没有售后', empty_desc: '售后请在APP中申请' })).toBe(true);
    expect(afterSales.validate({ empty_title: '长'.repeat(41) })).toBe(false);
    expect(afterSales.validate({ page: 1 })).toBe(false);
  });

  it('shows each refund type with its own icon and label, and the status', async () => {
    refunds.mockResolvedValueOnce(
      answer([
        refund(1),
        refund(2, { refund_type: '1', refund_type_label: '退货退款', status_label: '待商家处理' }),
        refund(3, { refund_type: '2', refund_type_label: '换货', status_label: '已关闭' }),
      ]),
    );
    await renderNodes([afterSales], [example]);
    await screen.findByRole('heading', { name: '店铺1' });
    const kinds = [
      ['店铺1', 'refund', '仅退款', '退款成功'],
      ['店铺2', 'return', '退货退款', '待商家处理'],
      ['店铺3', 'other', '换货', '已关闭'],
    ] as const;
    for (const [store, kind, label, status] of kinds) {
      const item = card(store);
      const icon = item.querySelector('svg[data-refund-type]');
      expect(icon?.getAttribute('data-refund-type')).toBe(kind);
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(icon?.nextElementSibling?.textContent).toBe(label);
      expect(within(item).getByText(status)).toBeVisible();
    }
  });

  it('shows each product with its quantity and attributes, and money and gold only above 0', async () => {
    refunds.mockResolvedValueOnce(
      answer([
        refund(1, {
          products: [
            product('连衣裙', { amount: 12, integral: 30, qty: 2 }),
            product('帆布鞋', { amount: 0, integral: 0, qty: 3, attribute_desc: '尺码：38' }),
          ],
        }),
      ]),
    );
    await renderNodes([afterSales], [example]);
    const dress = (await screen.findByText('连衣裙')).closest('li') as HTMLElement;
    expect(within(dress).getByRole('img', { name: '连衣裙' }).getAttribute('src')).toBe('/static/img/p/连衣裙.svg');
    expect(within(dress).getByText('颜色：红色；尺码：M')).toBeVisible();
    expect(within(dress).getByText('×2')).toBeVisible();
    expect(within(dress).getByText('退款 ¥12.00')).toBeVisible();
    expect(within(dress).getByText('退还金币 30')).toBeVisible();
    const shoes = screen.getByText('帆布鞋').closest('li') as HTMLElement;
    expect(within(shoes).getByText('尺码：38')).toBeVisible();
    expect(within(shoes).getByText('×3')).toBeVisible();
    expect(within(shoes).queryByText(/退款/)).toBeNull();
    expect(within(shoes).queryByText(/金币/)).toBeNull();
  });

  it('contacts the store owner of a dealer and the merchant otherwise, about the first product', async () => {
    refunds.mockResolvedValueOnce(
      answer([
        refund(1, { seller: { seller_id: 7, store_name: '店主小铺', is_dealer: 1, agency_store_id: 88 } }),
        refund(2, { seller: { seller_id: 9, store_name: '品牌商家', is_dealer: 0, agency_store_id: 0 } }),
      ]),
    );
    await renderNodes([afterSales], [example]);
    fireEvent.click(await screen.findByRole('button', { name: '联系店主' }));
    expect(contact).toHaveBeenLastCalledWith({
      isDealer: true,
      agencyStoreId: 88,
      about: { title: '商品1', img: '/static/img/p/商品1.svg' },
    });
    fireEvent.click(within(card('品牌商家')).getByRole('button', { name: '联系商家' }));
    expect(contact).toHaveBeenLastCalledWith({
      isDealer: false,
      agencyStoreId: 0,
      about: { title: '商品2', img: '/static/img/p/商品2.svg' },
    });
    expect(contact).toHaveBeenCalledTimes(2);
  });

  it('says it is loading before the first page, and loads the next page at once when the end is on screen', async () => {
    let firstPage: (page: RefundPage) => void = () => undefined;
    refunds.mockReturnValueOnce(new Promise((resolve) => (firstPage = resolve))).mockResolvedValueOnce(answer([refund(2)], false));
    await renderNodes([afterSales], [example]);
    // Held until the first page answers.
    expect(await screen.findByText('加载中…')).toBeVisible();
    await act(async () => firstPage(answer([refund(1)], true)));
    expect(await screen.findByText('没有更多了')).toBeVisible();
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(refunds.mock.calls.map(([query]) => query)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['店铺1', '店铺2']);
  });

  it('loads the next page when the end of a long list scrolls into view', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    // The first page fills the screen: its end lies far below the viewport.
    const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 5000, 375, 0));
    refunds.mockResolvedValueOnce(answer([refund(1)], true)).mockResolvedValueOnce(answer([refund(2)], false));
    await renderNodes([afterSales], [example]);
    await screen.findByRole('heading', { name: '店铺1' });
    expect(refunds).toHaveBeenCalledTimes(1);
    // The shopper scrolls: the end comes within a screen, and the observer says so.
    place.mockReturnValue(new DOMRect(0, 900, 375, 0));
    await act(async () => {
      for (const callback of observers) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByRole('heading', { name: '店铺2' })).toBeVisible();
    expect(refunds.mock.calls.map(([query]) => query)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(screen.getByText('没有更多了')).toBeVisible();
  });

  it('offers a reload when the first page fails, and shows the list after the tap', async () => {
    refunds.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(answer([refund(1)]));
    await renderNodes([afterSales], [example]);
    const reload = await screen.findByRole('button', { name: '请求失败,点击重新加载' });
    await act(async () => fireEvent.click(reload));
    expect(await screen.findByRole('heading', { name: '店铺1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '请求失败,点击重新加载' })).toBeNull();
    expect(refunds.mock.calls.map(([query]) => query)).toEqual([{ page: 1 }, { page: 1 }]);
  });

  it('shows the default empty state when there are no refunds', async () => {
    refunds.mockResolvedValueOnce(answer([]));
    const page = await renderNodes([afterSales], [example]);
    expect(await screen.findByText('暂无售后记录')).toBeVisible();
    expect(page.container.querySelector('ul')).toBeNull();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('shows the empty title and description it was given', async () => {
    refunds.mockResolvedValueOnce(answer([]));
    await renderNodes([afterSales], [{ ...example, props: { empty_title: '还没有售后', empty_desc: '售后请在APP中申请' } }]);
    expect(await screen.findByText('还没有售后')).toBeVisible();
    expect(screen.getByText('售后请在APP中申请')).toBeVisible();
    expect(screen.queryByText('暂无售后记录')).toBeNull();
    await waitFor(() => expect(refunds).toHaveBeenCalledTimes(1));
  });
});
