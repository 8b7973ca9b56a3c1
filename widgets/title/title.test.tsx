// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import title from './widget';

afterEach(cleanup);

describe('title', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(title.validate(example.props)).toBe(true);
    expect(title.validate({ text: '新品推荐' })).toBe(true);
    expect(title.validate({})).toBe(false);
    expect(title.validate({ text: '' })).toBe(false);
    expect(title.validate({ text: ['爆款'] })).toBe(false);
    expect(title.validate({ text: '爆款', more: { text: '更多' } })).toBe(false);
    expect(title.validate({ text: '爆款', more: { text: '更多', action: { target: 'javascript:alert(1)' } } })).toBe(false);
  });

  it('shows the heading and its subtitle', async () => {
    await renderNodes([title], [example]);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('爆款直降限时限量，手慢无');
  });

  it('the more link goes through the action router', async () => {
    const { visited } = await renderNodes([title], [example]);
    fireEvent.click(screen.getByRole('button', { name: '查看全部' }));
    expect(visited).toEqual(['/mall/category/detail?id=3']);
  });

  it('without more there is nothing to tap', async () => {
    await renderNodes([title], [{ id: 't2', type: 'title', props: { text: '猜你喜欢' } }]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('猜你喜欢');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
