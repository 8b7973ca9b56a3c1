// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getShareMission } from '../../src/api/mission';
import type { Mission, ProductCard } from '../../src/contract';
import { copyWithMessage } from '../../src/ui/copy-text';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import shareMission from './widget';

vi.mock('../../src/api/mission', () => ({ getShareMission: vi.fn() }));
vi.mock('../../src/ui/copy-text', () => ({ copyWithMessage: vi.fn(() => Promise.resolve()) }));

const load = vi.mocked(getShareMission);
const copy = vi.mocked(copyWithMessage);

const card = (id: number, title: string): ProductCard => ({
  product_id: id, title, sub_title: '', image: `/static/img/p/${id}.svg`, price_object: { price: 10 }, sold_num_desc: '', stock: 5,
});
const mission = (status: Mission['status']): Mission => ({ id: 2, title: '分享商品给好友', desc: '', icon: '', reward: 20, status, progress: 0, total: 1 });

startLoggedInEachTest();

describe('share-mission', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(shareMission.validate(example.props)).toBe(true);
    expect(shareMission.validate({})).toBe(true);
    expect(shareMission.validate({ title: '一'.repeat(21) })).toBe(false);
  });

  it('shares a product (its goods link copied in a browser), reports it, and shows the mission done', async () => {
    load.mockResolvedValueOnce({ mission: mission(0), products: [card(1011, '面膜'), card(1012, '口红')] });
    load.mockResolvedValueOnce({ mission: mission(1), products: [] });
    const page = await renderNodes([shareMission], [example]);
    expect(await page.findByText('未完成')).toBeVisible();
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: '分享 口红' }));
    });
    expect(copy).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/.+\/share\/goods\/1012$/));
    expect(load).toHaveBeenLastCalledWith({ product_id: 1012 });
    expect(page.getByText('已完成，去任务列表领取奖励')).toBeVisible();
    expect(page.queryByText('未完成')).toBeNull();
    // The list stays as it was: the report's products are not a new list.
    expect(page.getAllByRole('button', { name: /^分享 / }).map((button) => button.getAttribute('aria-label'))).toEqual(['分享 面膜', '分享 口红']);
  });

  it('a tap on the card opens the product', async () => {
    load.mockResolvedValueOnce({ mission: mission(0), products: [card(1011, '面膜')] });
    const page = await renderNodes([shareMission], [example]);
    fireEvent.click(await page.findByRole('button', { name: /^面膜/ }));
    expect(page.visited).toEqual(['/mall/goods-detail?id=1011']);
  });
});
