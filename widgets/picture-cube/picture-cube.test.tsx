// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import pictureCube from './widget';

afterEach(cleanup);

const picture = (n: number) => ({ image: `/static/img/b/cube-${n}.svg`, title: `图${n}`, action: { target: 'category', target_id: String(n) } });
const cube = (layout: string, count: number, extra: Record<string, unknown> = {}) => ({
  id: `cube-${layout}`,
  type: 'picture-cube',
  props: { layout, items: Array.from({ length: count }, (_, i) => picture(i + 1)), ...extra },
});

describe('picture-cube', () => {
  it('accepts its example and loose form input, and rejects typical mistakes', () => {
    expect(pictureCube.validate(example.props)).toBe(true);
    expect(pictureCube.validate({ ...example.props, gap: '4' })).toBe(true);
    expect(pictureCube.validate({ ...example.props, layout: '3x3' })).toBe(false);
    expect(pictureCube.validate({ ...example.props, gap: 'wide' })).toBe(false);
    expect(pictureCube.validate({ layout: '1-2', items: [] })).toBe(false);
    expect(pictureCube.validate({ layout: '1-2', items: [{ image: 'javascript:alert(1)' }] })).toBe(false);
    expect(pictureCube.validate({ layout: '1-2', items: [{ image: '/a.png', action: { target: 'javascript:alert(1)' } }] })).toBe(false);
  });

  it.each([
    ['1-2', 3],
    ['2-2', 4],
    ['1-3', 4],
    ['2x2', 4],
    ['1-1-2', 4],
  ])('%s holds %i pictures, each in its cell', async (layout, cells) => {
    const { container } = await renderNodes([pictureCube], [cube(layout, cells)]);
    const box = container.querySelector(`[data-layout="${layout}"]`);
    expect(box?.children).toHaveLength(cells);
    expect(screen.getAllByRole('button')).toHaveLength(cells);
  });

  it('too few pictures leave empty cells; too many are not shown', async () => {
    const { container } = await renderNodes([pictureCube], [cube('2x2', 2), { ...cube('1-2', 4), id: 'many' }]);
    const few = container.querySelector('[data-layout="2x2"]');
    expect(few?.children).toHaveLength(4);
    expect(few?.querySelectorAll('img')).toHaveLength(2);
    expect(few?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    const many = container.querySelector('[data-layout="1-2"]');
    expect(many?.querySelectorAll('img')).toHaveLength(3);
  });

  it('a tap follows the picture action through the action router; a picture without one is not a button', async () => {
    const { visited } = await renderNodes([pictureCube], [example]);
    fireEvent.click(screen.getByRole('button', { name: '美妆专场' }));
    fireEvent.click(screen.getByRole('button', { name: '零食狂欢' }));
    expect(visited).toEqual(['/mall/category/detail?id=1', '/active/component-active?id=102']);
    expect(screen.queryByRole('button', { name: '领券中心' })).toBeNull();
    const coupon = screen.getByAltText('领券中心');
    expect(coupon.getAttribute('src')).toBe('https://img.example-mall.test/cube/coupon.jpg');
    expect(coupon.closest('button, a')).toBeNull();
  });

  it('the gap is applied in rem on the 375 px design; pictures without a title are named in turn', async () => {
    const { container } = await renderNodes([pictureCube], [{ id: 'g', type: 'picture-cube', props: { layout: '1-2', gap: '7.5', items: [{ image: '/a.svg' }] } }]);
    expect((container.querySelector('[data-layout]') as HTMLElement).style.gap).toBe('0.2rem');
    expect(screen.getByAltText('图片1').getAttribute('src')).toBe('/a.svg');
  });

  it('a broken cube is explained with its path in preview', async () => {
    const preview = await renderNodes([pictureCube], [{ id: 'bad', type: 'picture-cube', props: { layout: 'round', items: [picture(1)] } }], { preview: true });
    const problems = within(preview.getByRole('note')).getAllByRole('listitem');
    expect(problems.map((problem) => problem.textContent)).toEqual(['nodes[0].props.layout：取值只能是 "1-2"、"2-2"、"1-3"、"2x2"、"1-1-2"']);
  });
});
