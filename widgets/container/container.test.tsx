// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import spacer from '../spacer/widget';
import example from './example.json';
import container from './widget';

afterEach(cleanup);

const spacerNode = (id: string, height: number) => ({ id, type: 'spacer', props: { height } });

describe('container', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(container.validate(example.props)).toBe(true);
    expect(container.validate({})).toBe(true);
    expect(container.validate({ direction: 'horizontal' })).toBe(false);
    expect(container.validate({ gap: 'wide' })).toBe(false);
    expect(container.validate({ gap: -4 })).toBe(false);
  });

  it('lays out every child in order with the gap in rem of the 375 px design', async () => {
    const node = { id: 'c1', type: 'container', props: { direction: 'row', gap: 8 }, children: [spacerNode('a', 10), spacerNode('b', 20)] };
    const { container: page } = await renderNodes([container, spacer], [node]);
    const box = page.querySelector('[data-node-id="c1"] > div') as HTMLElement;
    expect(box.style.gap).toBe('0.2133rem');
    const children = Array.from(box.children).map((child) => child.getAttribute('data-node-id'));
    expect(children).toEqual(['a', 'b']);
  });

  it('stacks in a column without a gap by default, and skips a broken child only', async () => {
    const node = { id: 'c2', type: 'container', props: {}, children: [spacerNode('a', 10), { id: 'bad', type: 'spacer', props: {} }] };
    const { container: page } = await renderNodes([container, spacer], [node]);
    const box = page.querySelector('[data-node-id="c2"] > div') as HTMLElement;
    expect(box.style.gap).toBe('');
    expect(Array.from(box.children).map((child) => child.getAttribute('data-node-id'))).toEqual(['a']);
  });
});
