// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../src/core/actions';
import { renderNodes } from '../test-utils';
import example from './example.json';
import groupBuy from './widget';

vi.mock('../../src/core/actions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/actions')>();
  return { ...actual, runAction: vi.fn(actual.runAction) };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const item = example.props.items[0];

describe('group-buy', () => {
  it('accepts its example and loose form input, and rejects typical mistakes', () => {
    expect(groupBuy.validate(example.props)).toBe(true);
    expect(groupBuy.validate({ items: [{ ...item, group_size: '5', group_price: 9.9 }] })).toBe(true);
    expect(groupBuy.validate({ items: [{ ...item, group_size: 1 }] })).toBe(false);
    expect(groupBuy.validate({ items: [{ ...item, group_size: '三' }] })).toBe(false);
    expect(groupBuy.validate({ items: [{ ...item, group_price: undefined }] })).toBe(false);
    expect(groupBuy.validate({ items: [{ ...item, image: 'data:text/html,<b>' }] })).toBe(false);
    expect(groupBuy.validate({ items: [] })).toBe(false);
  });

  it('shows N人团, the group price and the original price struck through', async () => {
    await renderNodes([groupBuy], [example]);
    expect(screen.getByRole('heading', { name: '拼团特惠' })).toBeVisible();
    const card = screen.getByRole('button', { name: /阳澄湖大闸蟹/ });
    expect(within(card).getByText('3人团')).toBeVisible();
    expect(within(card).getByText('¥268.00').textContent).toBe('拼团价¥268.00');
    expect(within(card).getByText('¥398.00').tagName).toBe('DEL');
    // Size and prices given as strings and numbers read the same.
    const apples = screen.getByRole('button', { name: /新疆阿克苏苹果/ });
    expect(within(apples).getByText('2人团')).toBeVisible();
    expect(within(apples).getByText('¥39.90').textContent).toBe('拼团价¥39.90');
    expect(within(apples).getByText('¥69.00').tagName).toBe('DEL');
  });

  it('a tap follows the ad target group_buy of the product by default, or the item action', async () => {
    const { visited } = await renderNodes([groupBuy], [example]);
    fireEvent.click(screen.getByRole('button', { name: /阳澄湖大闸蟹/ }));
    // A plain browser has no group-buy screen: the router offers the app instead (CONTRACT §4).
    await vi.waitFor(() => expect(visited).toEqual(['/gzj/download']));
    fireEvent.click(screen.getByRole('button', { name: /阿克苏苹果/ }));
    await vi.waitFor(() => expect(visited).toEqual(['/gzj/download', '/mall/goods-detail?id=1005']));
    expect(vi.mocked(runAction).mock.calls.map(([action]) => action)).toEqual([
      { target: 'group_buy', target_id: '1004' },
      { target: 'product', target_id: '1005' },
    ]);
  });
});
