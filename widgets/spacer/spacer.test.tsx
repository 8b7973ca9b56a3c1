// @vitest-environment happy-dom
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import spacer from './widget';

afterEach(cleanup);

describe('spacer', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(spacer.validate(example.props)).toBe(true);
    expect(spacer.validate({})).toBe(false);
    expect(spacer.validate({ height: 'tall' })).toBe(false);
    expect(spacer.validate({ height: 0 })).toBe(false);
  });

  it('reserves the height in rem of the 375 px design', async () => {
    const { container } = await renderNodes([spacer], [example]);
    const box = container.querySelector('[data-node-id="spacer-1"] > div') as HTMLElement;
    expect(box.style.height).toBe('0.4267rem');
  });

  it('reads a height, and a node style, sent as numeric strings (CONTRACT §5) as the numbers', async () => {
    const { container } = await renderNodes([spacer], [{ id: 's3', type: 'spacer', props: { height: '12' }, style: { margin: ['8'] } }]);
    const node = container.querySelector('[data-node-id="s3"]') as HTMLElement;
    expect(node.style.margin).toBe('0.2133rem');
    expect((node.firstElementChild as HTMLElement).style.height).toBe('0.32rem');
  });

  it('an invalid spacer is skipped when published and explained in preview', async () => {
    const broken = { id: 's2', type: 'spacer', props: { height: 'tall' } };
    const published = await renderNodes([spacer], [broken]);
    expect(published.container.textContent).toBe('');
    published.unmount();
    const preview = await renderNodes([spacer], [broken], { preview: true });
    const problems = within(preview.getByRole('note')).getAllByRole('listitem');
    expect(problems.map((problem) => problem.textContent)).toEqual(['nodes[0].props.height：类型应为 number']);
  });
});
