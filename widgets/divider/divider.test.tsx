// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import divider from './widget';

afterEach(cleanup);

describe('divider', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(divider.validate(example.props)).toBe(true);
    expect(divider.validate({})).toBe(true);
    expect(divider.validate({ text: ['活动规则'] })).toBe(false);
    expect(divider.validate({ dashed: 'yes' })).toBe(false);
  });

  it('shows a dashed separator with its text centred', async () => {
    const { getByRole } = await renderNodes([divider], [example]);
    const line = getByRole('separator');
    expect(line.textContent).toBe('活动规则');
    expect(line.className).toMatch(/rv-divider--dashed/);
    expect(line.className).toMatch(/rv-divider--content-center/);
  });

  it('is a plain solid line without text', async () => {
    const { getByRole } = await renderNodes([divider], [{ id: 'd2', type: 'divider', props: { text: '  ' } }]);
    const line = getByRole('separator');
    expect(line.textContent).toBe('');
    expect(line.className).not.toMatch(/dashed|content-center/);
  });
});
