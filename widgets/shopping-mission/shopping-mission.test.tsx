// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getShoppingMission } from '../../src/api/mission';
import type { ProductCard } from '../../src/contract';
import { useSession } from '../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import shoppingMission from './widget';

vi.mock('../../src/api/mission', () => ({ getShoppingMission: vi.fn() }));

const load = vi.mocked(getShoppingMission);

const card = (id: number, title: string): ProductCard => ({
  product_id: id, title, sub_title: '', image: `/static/img/p/${id}.svg`, price_object: { price: 59.9 }, sold_num_desc: '', stock: 5,
});

startLoggedInEachTest();

describe('shopping-mission', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(shoppingMission.validate(example.props)).toBe(true);
    expect(shoppingMission.validate({})).toBe(true);
    expect(shoppingMission.validate({ title: '' })).toBe(false);
  });

  it('shows the mission and its products as cards that open their goods detail', async () => {
    load.mockResolvedValueOnce({
      mission: { id: 4, title: '下单购物', desc: '完成任意一笔订单支付', icon: '', reward: 50, status: 0, progress: 0, total: 1 },
      products: [card(1001, '无线耳机'), card(1002, '保温杯')],
    });
    const page = await renderNodes([shoppingMission], [example]);
    expect(await page.findByText('未完成')).toBeVisible();
    expect(page.container.textContent).toContain('完成任意一笔订单支付 · +50金币');
    fireEvent.click(page.getByRole('button', { name: /保温杯/ }));
    expect(page.visited).toEqual(['/mall/goods-detail?id=1002']);
  });

  it('without the mission still shows the products', async () => {
    load.mockResolvedValueOnce({ products: [card(1001, '无线耳机')] });
    const page = await renderNodes([shoppingMission], [example]);
    expect(await page.findByRole('button', { name: /无线耳机/ })).toBeVisible();
  });

  it('a visitor sees the login button only', async () => {
    useSession.getState().setToken(null);
    const page = await renderNodes([shoppingMission], [example]);
    expect(page.getByRole('button', { name: '登录后做任务' })).toBeVisible();
    expect(page.getAllByRole('button').map((button) => button.textContent)).toEqual(['登录后做任务']);
    expect(load).not.toHaveBeenCalled();
  });
});
