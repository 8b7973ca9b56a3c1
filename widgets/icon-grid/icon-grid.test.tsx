// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import iconGrid from './widget';

afterEach(cleanup);

describe('icon-grid', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(iconGrid.validate(example.props)).toBe(true);
    expect(iconGrid.validate({ items: [{ title: '美妆', image: '/static/img/c/1.svg' }] })).toBe(true);
    expect(iconGrid.validate({})).toBe(false);
    expect(iconGrid.validate({ items: [] })).toBe(false);
    expect(iconGrid.validate({ columns: 3, items: example.props.items })).toBe(false);
    // CONTRACT §3: a back office's form stores the column count as text; it is read as the number.
    expect(iconGrid.validate({ columns: '5', items: example.props.items })).toBe(true);
    expect(iconGrid.validate({ columns: 'five', items: example.props.items })).toBe(false);
    expect(iconGrid.validate({ items: [{ title: '美妆' }] })).toBe(false);
    expect(iconGrid.validate({ items: [{ title: '美妆', image: '/a.png', action: { target: 'javascript:alert(1)' } }] })).toBe(false);
  });

  it('shows every icon with its title, five to a row by default', async () => {
    const { container } = await renderNodes([iconGrid], [example]);
    for (const item of example.props.items) {
      expect(screen.getByText(item.title)).toBeVisible();
      expect(screen.getByAltText(item.title).getAttribute('src')).toBe(item.image);
    }
    expect(container.querySelector('nav')?.className).toMatch(/grid5/);
  });

  it('four columns when asked', async () => {
    const { container } = await renderNodes([iconGrid], [{ ...example, props: { ...example.props, columns: 4 } }]);
    expect(container.querySelector('nav')?.className).toMatch(/grid4/);
  });

  it('a tap opens the icon target through the action router; an icon without action is not a button', async () => {
    const { visited } = await renderNodes([iconGrid], [example]);
    fireEvent.click(screen.getByRole('button', { name: '食品生鲜' }));
    fireEvent.click(screen.getByRole('button', { name: '签到有礼' }));
    expect(visited).toEqual(['/mall/category/detail?id=2', '/gold/index']);
    expect(screen.queryByRole('button', { name: '敬请期待' })).toBeNull();
  });
});
