// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listCategories } from '../../../src/api/category';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import category from './widget';

vi.mock('../../../src/api/category', () => ({ listCategories: vi.fn() }));
const list = vi.mocked(listCategories);

const TREE = [
  { id: 1, name: '女装', childs: [{ id: 11, name: '连衣裙', small_image: '/static/img/c/11.svg' }, { id: 12, name: '外套', small_image: '' }] },
  { id: 2, name: '数码', childs: [{ id: 21, name: '耳机', small_image: '/static/img/c/21.svg' }] },
  { id: 3, name: '空分类', childs: [] },
];

startLoggedInEachTest();

describe('system:category', () => {
  it('accepts its example and a numeric top_cid only', () => {
    expect(category.validate(example.props)).toBe(true);
    expect(category.validate({ top_cid: '2' })).toBe(true);
    expect(category.validate({ top_cid: 'x' })).toBe(false);
    expect(category.validate({ other: 1 })).toBe(false);
  });

  it('shows the first top category’s children and switches on a tap', async () => {
    list.mockResolvedValueOnce(TREE);
    const page = await renderNodes([category], [example]);
    await screen.findByText('连衣裙');
    expect(screen.getByRole('button', { name: '女装' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '数码' }));
    expect(screen.getByText('耳机')).toBeVisible();
    expect(screen.getByRole('button', { name: '数码' }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByText('连衣裙')).toBeNull();
    fireEvent.click(screen.getByText('耳机'));
    expect(page.visited).toEqual(['/mall/category/detail?id=21&topcid=2']);
    fireEvent.click(screen.getByRole('button', { name: '空分类' }));
    expect(screen.getByText('该分类下暂无子分类')).toBeVisible();
  });

  it('offers a reload when the tree cannot be loaded', async () => {
    list.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(TREE);
    await renderNodes([category], [example]);
    const retry = await screen.findByRole('button', { name: '重新加载' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('连衣裙')).toBeVisible();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
