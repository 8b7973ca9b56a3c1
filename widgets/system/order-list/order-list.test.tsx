// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderListPage } from '../../../src/contract/order/decode';
import { commitPayment, confirmReceipt, getOrderDetail, listOrders, urgeShipping } from '../../../src/api/order';
import type { OrderButtons, OrderDetail, OrderListItem, OrderListOrder } from '../../../src/contract';
import { toast } from '../../../src/core/feedback';
import { askConfirm } from '../../../src/core/feedback/confirm';
import { failureFor, renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import orderList from './widget';

vi.mock('../../../src/api/order', () => ({
  listOrders: vi.fn(),
  urgeShipping: vi.fn(),
  confirmReceipt: vi.fn(),
  getOrderDetail: vi.fn(),
  commitPayment: vi.fn(),
}));
vi.mock('../../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../src/core/feedback/confirm', () => ({ askConfirm: vi.fn() }));

const none: OrderButtons = { urge_shipping: 0, trade_btn: 0, after_sale_btn: 0, confirm_btn: 0 };

const order = (order_no: string, status_label: string, is_dealer: 0 | 1 = 0): OrderListOrder => ({
  order_no,
  id: Number(order_no.replace(/\D/g, '')),
  status: 1,
  status_label,
  seller: { seller_id: 201, store_name: `店铺${order_no}`, is_dealer, agency_store_id: 9 },
  products: [{ product_id: 1001, image: '/p.jpg', name: `商品${order_no}`, property: '规格:大', price: 10, buy_qty: 2 }],
  subtotal: 20,
  order_type: 'order',
});

const row = (no: string, label: string, button: Partial<OrderButtons> = {}): OrderListItem => ({
  order_type: 'order',
  order: order(no, label),
  product_num: 2,
  button: { ...none, ...button },
});

startLoggedInEachTest();

const card = (name: string) => screen.getByText(`商品${name}`).closest('li') as HTMLElement;

describe('system:order-list', () => {
  it('accepts its example and refuses a tab that does not exist', () => {
    expect(orderList.validate(example.props)).toBe(true);
    expect(orderList.validate({ orderindex: '5' })).toBe(false);
  });

  it('orderindex 4 opens the after-sales list in its place (mall-spec §4)', async () => {
    const page = await renderNodes([orderList], [{ ...example, props: { orderindex: '4' } }]);
    await waitFor(() => expect(page.visited).toEqual(['/mall/after-sales/list']));
    expect(listOrders).not.toHaveBeenCalled();
  });

  it.each([
    ['0', 5],
    ['1', 0],
    ['2', 1],
    ['3', 2],
  ])('tab %s asks for status %i, with no page_size', async (orderindex, status) => {
    vi.mocked(listOrders).mockResolvedValue({ list: [], has_more: false, total: 0 });
    await renderNodes([orderList], [{ ...example, props: { orderindex } }]);
    expect(await screen.findByText('暂无相关订单')).toBeVisible();
    expect(listOrders).toHaveBeenCalledWith({ page: 1, status });
    expect(screen.getAllByRole('tab')[Number(orderindex)]?.getAttribute('aria-selected')).toBe('true');
  });

  it('switches tabs through the address, replacing the entry', async () => {
    vi.mocked(listOrders).mockResolvedValue({ list: [], has_more: false, total: 0 });
    const page = await renderNodes([orderList], [example]);
    fireEvent.click(screen.getByRole('tab', { name: '待发货' }));
    expect(page.visited).toEqual(['/mall/order/list?orderindex=2']);
  });

  it('shows a trade as its sellers with one subtotal, and orders open their detail', async () => {
    vi.mocked(listOrders).mockResolvedValueOnce({
      list: [
        {
          order_type: 'trade',
          trade: { trade_no: 'T9', status_label: '待付款', orders: [order('SO1', '待付款'), order('SO2', '待付款')], subtotal: 40, product_num: 4 },
          product_num: 4,
          button: none,
        },
      ],
      has_more: false,
      total: 1,
    });
    const page = await renderNodes([orderList], [example]);
    const trade = (await screen.findByText('店铺SO1')).closest('li') as HTMLElement;
    expect(trade.getAttribute('data-trade-no')).toBe('T9');
    expect(within(trade).getByText('店铺SO2')).toBeVisible();
    // One subtotal for the trade, not one per seller.
    expect(within(trade).getAllByText(/合计/).map((total) => total.textContent)).toEqual(['共4件 合计 ¥40.00']);
    fireEvent.click(screen.getByText('商品SO2'));
    expect(page.visited).toEqual(['/mall/order/detail?order_no=SO2']);
  });

  it('urges once, then shows 已提醒 without another call', async () => {
    vi.mocked(listOrders).mockResolvedValueOnce({ list: [row('SO3', '待发货', { urge_shipping: 1 })], has_more: false, total: 1 });
    vi.mocked(urgeShipping).mockResolvedValueOnce({ urge_shipping: 3 });
    await renderNodes([orderList], [example]);
    await screen.findByText('商品SO3');
    fireEvent.click(within(card('SO3')).getByRole('button', { name: '提醒发货' }));
    const urged = await within(card('SO3')).findByRole('button', { name: '已提醒' });
    expect(urgeShipping).toHaveBeenCalledWith({ order_id: 3 });
    expect(toast).toHaveBeenCalledWith('已为您催促商家加急发货，请耐心等待');
    expect(urged.hasAttribute('disabled')).toBe(true);
    fireEvent.click(urged);
    expect(urgeShipping).toHaveBeenCalledTimes(1);
  });

  it('confirms receipt after the question, then shows what the server now says', async () => {
    vi.mocked(listOrders).mockResolvedValueOnce({ list: [row('SO4', '待收货', { confirm_btn: 1, trade_btn: 1 })], has_more: false, total: 1 });
    vi.mocked(askConfirm).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    vi.mocked(confirmReceipt).mockResolvedValueOnce({ status: 3 });
    vi.mocked(getOrderDetail).mockResolvedValueOnce({ status: 3, status_label: '已完成', button: { ...none, trade_btn: 1 } } as OrderDetail);
    await renderNodes([orderList], [example]);
    await screen.findByText('商品SO4');
    fireEvent.click(within(card('SO4')).getByRole('button', { name: '确认收货' }));
    await waitFor(() => expect(askConfirm).toHaveBeenCalledWith('确定要确认收货吗？'));
    // Answered no: the button is tappable again once that answer is in (a tap before is ignored, as on a phone).
    await waitFor(() => expect(within(card('SO4')).getByRole('button', { name: '确认收货' })).toBeEnabled());
    expect(confirmReceipt).not.toHaveBeenCalled();
    fireEvent.click(within(card('SO4')).getByRole('button', { name: '确认收货' }));
    expect(await within(card('SO4')).findByText('已完成')).toBeVisible();
    expect(within(card('SO4')).queryByText('待收货')).toBeNull();
    expect(confirmReceipt).toHaveBeenCalledWith({ id: 4 });
    expect(within(card('SO4')).queryByRole('button', { name: '确认收货' })).toBeNull();
    expect(within(card('SO4')).getAllByRole('button').map((button) => button.textContent)).toEqual(['联系商家', '查看物流']);
  });

  it('sends after-sales to the app, and names the contact by the seller', async () => {
    vi.mocked(listOrders).mockResolvedValueOnce({ list: [row('SO5', '已完成', { after_sale_btn: 1 })], has_more: false, total: 1 });
    await renderNodes([orderList], [example]);
    await screen.findByText('商品SO5');
    fireEvent.click(within(card('SO5')).getByRole('button', { name: '申请售后' }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('请下载公主购APP进行售后申请'));
    expect(within(card('SO5')).getByRole('button', { name: '联系商家' })).toBeVisible();
  });

  it('offers 去支付 on an unpaid order and an unpaid trade, and says where paying is possible', async () => {
    const unpaid = { ...row('SO7', '待付款'), order: { ...order('SO7', '待付款'), status: 0 as const } };
    const trade: OrderListItem = {
      order_type: 'trade',
      trade: { trade_no: 'T8', status_label: '待付款', orders: [order('SO8', '待付款'), order('SO9', '待付款')], subtotal: 40, product_num: 4 },
      product_num: 4,
      button: none,
    };
    vi.mocked(listOrders).mockResolvedValueOnce({ list: [unpaid, trade, row('SO10', '待发货')], has_more: false, total: 3 });
    vi.mocked(getOrderDetail).mockResolvedValue({ status: 0, status_label: '待付款', button: none } as OrderDetail);
    await renderNodes([orderList], [example]);
    await screen.findByText('商品SO7');
    expect(within(card('SO10')).queryByRole('button', { name: '去支付' })).toBeNull();
    fireEvent.click(within(card('SO7')).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('请在微信内内打开链接支付'));
    fireEvent.click(within(card('SO8')).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(commitPayment).not.toHaveBeenCalled();
  });

  it('on the 待付款 tab, a row whose answer has no status is unpaid', async () => {
    const bare = { ...row('SO11', '待付款'), order: { ...order('SO11', '待付款'), status: undefined } };
    vi.mocked(listOrders).mockResolvedValueOnce({ list: [bare], has_more: false, total: 1 });
    await renderNodes([orderList], [{ ...example, props: { orderindex: '1' } }]);
    await screen.findByText('商品SO11');
    expect(within(card('SO11')).getAllByRole('button').map((button) => button.textContent)).toEqual(['联系商家', '去支付']);
  });

  it('shows a status it does not know by the server\'s label, with only the buttons the flags allow (CONTRACT §5)', async () => {
    // As the server sends it, read by the real decoder; on the 待付款 tab, where a row without a status is unpaid.
    const wire = {
      list: [
        { ...row('SO12', ''), order: { ...order('SO12', '部分退款'), status: '9' }, button: { ...none, after_sale_btn: '1' } },
        { ...row('SO13', ''), order: { ...order('SO13', ''), status: 7 } },
      ],
      has_more: false,
    };
    vi.mocked(listOrders).mockImplementationOnce(async () => orderListPage(wire));
    await renderNodes([orderList], [{ ...example, props: { orderindex: '1' } }]);
    await screen.findByText('商品SO12');
    expect(within(card('SO12')).getByText('部分退款')).toBeVisible();
    expect(within(card('SO12')).getAllByRole('button').map((button) => button.textContent)).toEqual(['联系商家', '申请售后']);
    expect(within(card('SO13')).getByText('订单处理中')).toBeVisible();
    expect(within(card('SO13')).getAllByRole('button').map((button) => button.textContent)).toEqual(['联系商家']);
  });

  it('a page failed on an ignore-list code offers the same reload, and nothing shows its msg (CONTRACT §5)', async () => {
    const { error, toasts } = await failureFor({ code: 200000, msg: '订单服务内部错误 #7781', data: null });
    vi.mocked(listOrders).mockRejectedValueOnce(error).mockResolvedValueOnce({ list: [row('SO14', '待发货')], has_more: false, total: 1 });
    await renderNodes([orderList], [example]);
    fireEvent.click(await screen.findByRole('button', { name: '请求失败,点击重新加载' }));
    expect(await screen.findByText('商品SO14')).toBeVisible();
    expect(toasts).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a failed page offers 请求失败,点击重新加载, and the tap loads it', async () => {
    vi.mocked(listOrders).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ list: [row('SO6', '待发货')], has_more: false, total: 1 });
    await renderNodes([orderList], [example]);
    fireEvent.click(await screen.findByRole('button', { name: '请求失败,点击重新加载' }));
    expect(await screen.findByText('商品SO6')).toBeVisible();
    expect(listOrders).toHaveBeenLastCalledWith({ page: 1, status: 5 });
  });
});
