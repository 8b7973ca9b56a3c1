// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { registerNavigator } from '../../core/navigation';
import { MallTabBar } from './MallTabBar';

const push = vi.fn();
const replace = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  registerNavigator({ push, replace, back: vi.fn(), current: () => '/' });
});
afterEach(cleanup);

const tabsAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MallTabBar />
    </MemoryRouter>,
  );

const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

it('marks the tab of the screen shown, one below it and in any case, and no other', () => {
  tabsAt('/mall/category');
  expect(current()).toEqual(['分类']);
  cleanup();
  tabsAt('/MALL/Mine/');
  expect(current()).toEqual(['我的']);
  cleanup();
  tabsAt('/mall/goods-detail?id=1');
  expect(current()).toEqual([]);
});

it('a tap moves to the tab in place of the screen shown, and the links are real addresses', () => {
  tabsAt('/mall/portal');
  const mine = screen.getByRole('link', { name: '我的' });
  expect(mine.getAttribute('href')).toBe('/mall/mine');
  fireEvent.click(mine);
  expect(replace).toHaveBeenCalledWith('/mall/mine');
  expect(push).not.toHaveBeenCalled();
});
