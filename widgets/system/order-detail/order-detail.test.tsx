// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetail as decodeOrderDetail } from '../../../src/contract/order/decode';
import { getOrderDetail } from '../../../src/api/order';
import type { OrderDetail } from '../../../src/contract';
import { toast } from '../../../src/core/feedback';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import orderDetail from './widget';

vi.mock('../../../src/api/order', () => ({ getOrderDetail: vi.fn(), urgeShipping: vi.fn(), confirmReceipt: vi.fn(), commitPayment: vi.fn() }));
vi.mock('../../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));

const NOW_S = 1_790_000_000;

const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 50003,
  status: 1,
  status_label: '待发货',
  tip: { text: '等待商家发货', subtext: '商家正在打包您的宝贝', time: 0 },
  address: { receiver_name: '张小鹿', receiver_phone: '13800138000', receiver_address: '北京市朝阳区建国路88号' },
  seller: { seller_id: 201, store_name: '星河美妆旗舰店', is_dealer: 0, agency_store_id: 0, logo: '' },
  products: [{ product_id: 1001, image: '/p.jpg', name: '爽肤水', property: '规格:大', price: 47, buy_qty: 2 }],
  product_num: 2,
  should_pay_price: 94,
  freight_price: 0,
  products_price_total: 94,
  order_no: 'SO202600050003',
  trade_no: 'T1',
  payment: '微信支付',
  create_at: '2026-11-20 10:00:00',
  remark: '放门口',
  refund_button: { is_refund_btn: 1, is_refund_btn_txt: '申请售后' },
  button: { urge_shipping: 1, trade_btn: 0, after_sale_btn: 0, confirm_btn: 0 },
  ...over,
});

startLoggedInEachTest();
afterEach(() => {
  vi.useRealTimers();
});

/** What the order shows beside a label (商品金额, 支付方式, …). */
const rowValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('system:order-detail', () => {
  it('accepts its example and refuses an order number with other characters', () => {
    expect(orderDetail.validate(example.props)).toBe(true);
    expect(orderDetail.validate({ order_no: 'SO1"><img>' })).toBe(false);
  });

  it('shows the tip, address, products, amounts, order facts and actions', async () => {
    vi.mocked(getOrderDetail).mockResolvedValueOnce(detail());
    await renderNodes([orderDetail], [example]);
    expect(await screen.findByRole('heading', { name: '等待商家发货' })).toBeVisible();
    expect(getOrderDetail).toHaveBeenCalledWith({ order_no: 'SO202600050003' });
    expect(screen.getByText('商家正在打包您的宝贝')).toBeVisible();
    expect(screen.getByRole('region', { name: '收货信息' }).textContent).toBe('张小鹿 13800138000北京市朝阳区建国路88号');
    expect(screen.getByText('×2').closest('li')?.textContent).toBe('爽肤水规格:大¥47.00×2');
    expect(rowValue('商品金额')).toBe('¥94.00');
    expect(rowValue('运费')).toBe('¥0.00');
    expect(rowValue('共2件 实付款')).toBe('¥94.00');
    expect(screen.getByTestId('order-no').textContent).toBe('SO202600050003');
    expect(rowValue('支付方式')).toBe('微信支付');
    expect(rowValue('创建时间')).toBe('2026-11-20 10:00:00');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '提醒发货' }).disabled).toBe(false);
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('请下载公主购APP进行售后申请'));
  });

  it('offers 去支付 only while unpaid; outside WeChat it says so and reads the order again', async () => {
    vi.mocked(getOrderDetail).mockResolvedValueOnce(detail()).mockResolvedValue(detail({ status: 0, status_label: '待付款' }));
    await renderNodes([orderDetail], [example]);
    await screen.findByRole('heading', { name: '等待商家发货' });
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
    await renderNodes([orderDetail], [example]);
    const pay = await screen.findByRole('button', { name: '去支付' });
    fireEvent.click(pay);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('请在微信内内打开链接支付'));
    await vi.waitFor(() => expect(getOrderDetail).toHaveBeenCalledTimes(3));
  });

  it('shows a status it does not know by the server\'s label, with only the buttons the flags allow (CONTRACT §5)', async () => {
    // As the server sends it, read by the real decoder: status 9 is none of the ones the screen knows.
    const wire = {
      ...detail(),
      status: '9',
      status_label: '部分发货',
      tip: { text: '', subtext: '', time: NOW_S + 600 },
      refund_button: { is_refund_btn: 0, is_refund_btn_txt: '' },
      button: { urge_shipping: 0, trade_btn: '1', after_sale_btn: 0, confirm_btn: 0 },
    };
    vi.mocked(getOrderDetail).mockImplementationOnce(async () => decodeOrderDetail(wire));
    await renderNodes([orderDetail], [example]);
    expect(await screen.findByRole('heading', { name: '部分发货' })).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['复制', '联系商家', '查看物流']);
  });

  it('says 订单处理中 for a status it does not know when the server gives no label either', async () => {
    const wire = { ...detail(), status: 5, status_label: null, tip: { text: '', subtext: '', time: 0 } };
    vi.mocked(getOrderDetail).mockImplementationOnce(async () => decodeOrderDetail(wire));
    await renderNodes([orderDetail], [example]);
    expect(await screen.findByRole('heading', { name: '订单处理中' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts down to tip.time while unpaid and reloads the detail once at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW_S * 1000);
    const unpaid = detail({ status: 0, status_label: '待付款', tip: { text: '等待买家付款', subtext: '超时未付款，订单将自动关闭', time: NOW_S + 3 } });
    vi.mocked(getOrderDetail)
      .mockResolvedValueOnce(unpaid)
      .mockResolvedValueOnce(detail({ status: 6, status_label: '已关闭', tip: { text: '交易关闭', subtext: '超时未支付，订单已自动关闭', time: 0 } }));
    await renderNodes([orderDetail], [example]);
    expect((await screen.findByRole('timer')).textContent).toBe('剩余 00分03秒 订单自动关闭');
    expect(rowValue('共2件 应付款')).toBe('¥94.00');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('剩余 00分02秒 订单自动关闭');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(await screen.findByRole('heading', { name: '交易关闭' })).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(getOrderDetail).toHaveBeenCalledTimes(2);
  });
});
