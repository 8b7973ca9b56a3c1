import { describe, expect, it, vi } from 'vitest';
import { getOrderDetail } from '../../../src/api/order';
import type { OrderButtons, OrderDetail, OrderListItem, OrderListOrder } from '../../../src/contract';
import { patchRow } from './patch-row';

vi.mock('../../../src/api/order', () => ({ getOrderDetail: vi.fn() }));

const none: OrderButtons = { urge_shipping: 0, trade_btn: 0, after_sale_btn: 0, confirm_btn: 0 };
const part = (order_no: string): OrderListOrder => ({
  order_no, id: 1, status: 0, status_label: '待付款', seller: { seller_id: 1, store_name: '店', is_dealer: 0, agency_store_id: 0 },
  products: [], subtotal: 10, order_type: 'trade',
});
const trade: OrderListItem = {
  order_type: 'trade',
  trade: { trade_no: 'T1', status_label: '待付款', orders: [part('SO1'), part('SO2')], subtotal: 20, product_num: 2 },
  product_num: 2,
  button: none,
};
const single: OrderListItem = { order_type: 'order', order: { ...part('SO3'), order_type: 'order' }, product_num: 1, button: none };
const paid = { status: 1, status_label: '待发货', product_num: 1, button: { ...none, urge_shipping: 1 } } as OrderDetail;

describe('a list row after a payment', () => {
  it('a paid trade becomes a row for each of its orders, with their new status and buttons', async () => {
    vi.mocked(getOrderDetail).mockResolvedValue(paid);
    const recipe = await patchRow([trade, single], 'T1', 'paid');
    const rows = recipe([trade, single]);
    expect(rows.map((row) => [row.order_type, row.order?.order_no, row.order?.status_label, row.button.urge_shipping])).toEqual([
      ['order', 'SO1', '待发货', 1],
      ['order', 'SO2', '待发货', 1],
      ['order', 'SO3', '待付款', 0],
    ]);
  });

  it('a trade still unpaid (cancelled, failed) stays as it was', async () => {
    vi.mocked(getOrderDetail).mockResolvedValue({ ...paid, status: 0 });
    const recipe = await patchRow([trade], 'T1', 'paid');
    expect(recipe([trade])).toEqual([trade]);
  });

  it('an order takes the status and buttons of its detail', async () => {
    vi.mocked(getOrderDetail).mockResolvedValue(paid);
    const rows = (await patchRow([single], 'SO3', 'paid'))([single]);
    expect(getOrderDetail).toHaveBeenLastCalledWith({ order_no: 'SO3' });
    expect(rows[0]?.order).toMatchObject({ status: 1, status_label: '待发货' });
  });
});
