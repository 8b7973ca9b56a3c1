// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import floatButton from './widget';

afterEach(cleanup);

describe('float-button', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(floatButton.validate(example.props)).toBe(true);
    expect(floatButton.validate({ image: '/f.png', action: { target: 'index' } })).toBe(true);
    expect(floatButton.validate({ image: '/f.png' })).toBe(false);
    expect(floatButton.validate({ ...example.props, position: 'top-left' })).toBe(false);
    expect(floatButton.validate({ ...example.props, image: 'vbscript:msgbox(1)' })).toBe(false);
    expect(floatButton.validate({ ...example.props, action: { target: 'javascript:alert(1)' } })).toBe(false);
  });

  it('is a named button on the page body, in its corner; a tap follows its action', async () => {
    const { visited, container } = await renderNodes([floatButton], [example]);
    const button = screen.getByRole('button', { name: '领红包' });
    // On the body, not inside the node: a node's box may contain fixed elements.
    expect(container.contains(button)).toBe(false);
    expect(button.className).toMatch(/right/);
    fireEvent.click(button);
    expect(visited).toEqual(['/active/component-active?id=102']);
  });

  it('left-bottom, and a default name', async () => {
    await renderNodes([floatButton], [{ id: 'f2', type: 'float-button', props: { image: '/f.png', action: { target: 'index' }, position: 'left-bottom' } }]);
    expect(screen.getByRole('button', { name: '活动入口' }).className).toMatch(/left/);
  });

  it('in preview it carries its node path, so a live-preview tap selects the node; published, it carries none', async () => {
    await renderNodes([floatButton], [example], { preview: true });
    const button = screen.getByRole('button', { name: '领红包' });
    expect(button.getAttribute('data-node-path')).toBe('nodes[0]');
    expect(button.getAttribute('data-node-id')).toBe('float-1');
    cleanup();
    await renderNodes([floatButton], [example]);
    expect(screen.getByRole('button', { name: '领红包' }).hasAttribute('data-node-path')).toBe(false);
  });
});
