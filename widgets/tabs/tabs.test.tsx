// @vitest-environment happy-dom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { renderNodes } from '../test-utils';
import example from './example.json';
import tabs from './widget';

afterEach(cleanup);

/** A child that counts its own mounts and keeps local state, like a feed keeping its pages. */
const mounts = vi.fn();
function Counter({ props }: WidgetRenderProps<{ label: string }>) {
  const [count, setCount] = useState(() => {
    mounts(props.label);
    return 0;
  });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {props.label}:{count}
    </button>
  );
}
const counter = defineWidget<{ label: string }>({ type: 'counter', validate: () => true, component: Counter });
const counterNode = (id: string) => ({ id, type: 'counter', props: { label: id } });

const tabsNode = (props: Record<string, unknown>, children: unknown[]) => ({ id: 't1', type: 'tabs', props, children });

describe('tabs', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(tabs.validate(example.props)).toBe(true);
    expect(tabs.validate({})).toBe(false);
    expect(tabs.validate({ titles: [] })).toBe(false);
    expect(tabs.validate({ titles: '热卖' })).toBe(false);
    expect(tabs.validate({ titles: ['热卖'], sticky: 'yes' })).toBe(false);
  });

  it('shows the first tab and mounts other tabs only when first opened', async () => {
    mounts.mockClear();
    const page = await renderNodes([tabs, counter], [tabsNode({ titles: ['热卖', '新品', '猜你喜欢'] }, [counterNode('a'), counterNode('b'), counterNode('c')])]);
    expect(within(page.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['热卖', '新品', '猜你喜欢']);
    const [hot, fresh] = page.getAllByRole('tab');
    expect(hot!.getAttribute('aria-selected')).toBe('true');
    expect(fresh!.getAttribute('aria-selected')).toBe('false');
    expect(mounts.mock.calls).toEqual([['a']]);
    expect(page.getByRole('tabpanel').textContent).toBe('a:0');

    fireEvent.click(fresh!);
    expect(fresh!.getAttribute('aria-selected')).toBe('true');
    expect(mounts.mock.calls).toEqual([['a'], ['b']]);
    expect(page.getByRole('tabpanel').textContent).toBe('b:0');
  });

  it('keeps a visited tab mounted, hidden, with its state', async () => {
    mounts.mockClear();
    const page = await renderNodes([tabs, counter], [tabsNode({ titles: ['热卖', '新品'] }, [counterNode('a'), counterNode('b')])]);
    fireEvent.click(page.getByText('a:0'));
    fireEvent.click(page.getByRole('tab', { name: '新品' }));
    const hiddenPanel = page.getByText('a:1').closest('[role="tabpanel"]') as HTMLElement;
    expect(hiddenPanel.hidden).toBe(true);
    fireEvent.click(page.getByRole('tab', { name: '热卖' }));
    expect(page.getByRole('tabpanel').textContent).toBe('a:1');
    expect(mounts.mock.calls).toEqual([['a'], ['b']]);
  });

  it('a title without a child shows an empty panel', async () => {
    const page = await renderNodes([tabs, counter], [tabsNode({ titles: ['热卖', '新品'] }, [counterNode('a')])]);
    fireEvent.click(page.getByRole('tab', { name: '新品' }));
    const panel = page.getByRole('tabpanel');
    expect(panel.textContent).toBe('');
    expect(panel.getAttribute('aria-labelledby')).toBe(page.getByRole('tab', { name: '新品' }).id);
  });

  it('arrow keys move between tabs, wrapping around', async () => {
    const page = await renderNodes([tabs, counter], [tabsNode({ titles: ['热卖', '新品'] }, [counterNode('a'), counterNode('b')])]);
    const list = page.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(page.getByRole('tab', { name: '新品' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(page.getByRole('tab', { name: '新品' }));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(page.getByRole('tab', { name: '热卖' }).getAttribute('aria-selected')).toBe('true');
  });

  it('the bar is sticky only when asked', async () => {
    const sticky = await renderNodes([tabs, counter], [tabsNode({ titles: ['热卖'], sticky: true }, [counterNode('a')])]);
    const stickyClass = sticky.getByRole('tablist').className;
    sticky.unmount();
    const plain = await renderNodes([tabs, counter], [tabsNode({ titles: ['热卖'] }, [counterNode('a')])]);
    expect(stickyClass).not.toBe(plain.getByRole('tablist').className);
    expect(stickyClass).toMatch(/sticky/);
  });
});
