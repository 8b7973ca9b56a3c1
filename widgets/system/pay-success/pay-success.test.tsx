// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getPaySuccess } from '../../../src/api/order';
import type { PaySuccessInfo } from '../../../src/contract';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import paySuccess from './widget';

vi.mock('../../../src/api/order', () => ({ getPaySuccess: vi.fn() }));
const info = vi.mocked(getPaySuccess);

const paid: PaySuccessInfo = {
  trade_no: 'T178000000000001',
  pay_status: 1,
  pay_price: 59.8,
  payment_name: '微信支付',
  order_nos: ['SO1'],
  recommend_products: [
    { product_id: 1002, title: '红心柚', image: '/p.jpg', sub_title: '', price_object: { price: 19.9 }, sold_num_desc: '' },
  ] as PaySuccessInfo['recommend_products'],
};

startLoggedInEachTest();

describe('system:pay-success', () => {
  it('accepts its example and refuses a trade number with other characters', () => {
    expect(paySuccess.validate(example.props)).toBe(true);
    expect(paySuccess.validate({ trade_no: 'T1"><img>' })).toBe(false);
  });

  it('shows the paid amount, links to the order and home, and recommendations that open', async () => {
    info.mockResolvedValueOnce(paid);
    const page = await renderNodes([paySuccess], [example]);
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(info).toHaveBeenCalledWith({ trade_no: 'T178000000000001' });
    expect(screen.getByText('¥59.80')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe('/mall/order/detail?order_no=SO1');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/mall/portal');
    fireEvent.click(screen.getByRole('button', { name: /红心柚/ }));
    expect(page.visited).toEqual(['/mall/goods-detail?id=1002']);
  });

  it('for a trade of several orders links to the order list; an unconfirmed payment can be checked again', async () => {
    info.mockResolvedValueOnce({ ...paid, pay_status: 0, order_nos: ['SO1', 'SO2'], recommend_products: [] });
    info.mockResolvedValueOnce(paid);
    await renderNodes([paySuccess], [example]);
    expect(await screen.findByRole('heading', { name: '支付结果确认中' })).toBeVisible();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe('/mall/order/list?orderindex=0');
    fireEvent.click(screen.getByRole('button', { name: '刷新支付结果' }));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeVisible();
  });
});
