// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import { localDay } from './frequency';
import popupAd, { popupKey } from './widget';

// The dialog opens once the app keeps focus in dialogs (src/main.tsx loads that at its first idle moment).
beforeAll(() => import('../../src/ui/modal-focus'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 11, 20, 0, 0));
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** A node of its own per test: showings of one visit are remembered across the file's tests. */
const popup = (id: string, props: Record<string, unknown> = {}) => ({ id, type: 'popup-ad', props: { ...example.props, delay: 0, ...props } });
const dialog = () => screen.queryByRole('dialog');

async function openAndClose(node: unknown, options = {}) {
  const page = await renderNodes([popupAd], [node], options);
  await advance(0);
  const shown = dialog() !== null;
  if (shown) fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  page.unmount();
  return shown;
}

describe('popup-ad', () => {
  it('accepts its example and loose form input, and rejects typical mistakes', () => {
    expect(popupAd.validate(example.props)).toBe(true);
    expect(popupAd.validate({ image: '/p.png', frequency: 'once', delay: '1500' })).toBe(true);
    expect(popupAd.validate({ image: '/p.png' })).toBe(false);
    expect(popupAd.validate({ image: '/p.png', frequency: 'weekly' })).toBe(false);
    expect(popupAd.validate({ image: '/p.png', frequency: 'once', delay: -1 })).toBe(false);
    expect(popupAd.validate({ image: 'javascript:alert(1)', frequency: 'once' })).toBe(false);
  });

  it('is keyed by page (path and id) and node', () => {
    expect(popupKey('n7', { pathname: '/active/component-active', search: '?id=103&preview=1' })).toBe('/active/component-active?id=103#n7');
    expect(popupKey('n1', { pathname: '/mission-center', search: '' })).toBe('/mission-center#n1');
  });

  it('shows after its delay as a modal dialog, focus on 关闭; Escape closes it', async () => {
    await renderNodes([popupAd], [popup('p-delay', { delay: 1500 })]);
    await advance(1499);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-label')).toBe('新人专享 188元礼包');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    // Focus kept inside: Tab from its last control comes back to its first.
    const controls = Array.from(dialog()!.querySelectorAll<HTMLElement>('button'));
    controls.at(-1)!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).toBeNull();
  });

  it('a tap on the picture closes it and follows its action through the router', async () => {
    const { visited } = await renderNodes([popupAd], [popup('p-tap', { action: { target: 'product', target_id: '1001' } })]);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: '新人专享 188元礼包' }));
    expect(dialog()).toBeNull();
    expect(visited).toEqual(['/mall/goods-detail?id=1001']);
  });

  it('once: shown the first time only, remembered on the device', async () => {
    expect(await openAndClose(popup('p-once', { frequency: 'once' }))).toBe(true);
    expect(localStorage.getItem(`popup-ad:${popupKey('p-once')}`)).toBe('2026-11-11');
    vi.setSystemTime(new Date(2026, 11, 1));
    expect(await openAndClose(popup('p-once', { frequency: 'once' }))).toBe(false);
  });

  it('daily: once per local calendar day', async () => {
    vi.setSystemTime(new Date(2026, 10, 11, 0, 5));
    expect(await openAndClose(popup('p-daily', { frequency: 'daily' }))).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 11, 23, 59));
    expect(await openAndClose(popup('p-daily', { frequency: 'daily' }))).toBe(false);
    vi.setSystemTime(new Date(2026, 10, 12, 0, 0));
    expect(localDay(new Date())).toBe('2026-11-12');
    expect(await openAndClose(popup('p-daily', { frequency: 'daily' }))).toBe(true);
  });

  it('always: every time the page opens', async () => {
    expect(await openAndClose(popup('p-always', { frequency: 'always' }))).toBe(true);
    expect(await openAndClose(popup('p-always', { frequency: 'always' }))).toBe(true);
  });

  it('a device that cannot store still shows it once per visit, and the page goes on', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(await openAndClose(popup('p-nostore', { frequency: 'once' }))).toBe(true);
    expect(await openAndClose(popup('p-nostore', { frequency: 'once' }))).toBe(false);
  });

  it('preview shows it on every load and remembers nothing', async () => {
    expect(await openAndClose(popup('p-preview', { frequency: 'once' }), { preview: true })).toBe(true);
    expect(await openAndClose(popup('p-preview', { frequency: 'once' }), { preview: true })).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('in preview the picture carries its node path (a live-preview tap selects the node), 关闭 does not', async () => {
    await renderNodes([popupAd], [popup('p-mark')], { preview: true });
    await advance(0);
    expect(screen.getByAltText('新人专享 188元礼包').closest('[data-node-path]')?.getAttribute('data-node-path')).toBe('nodes[0]');
    expect(screen.getByRole('button', { name: '关闭' }).closest('[data-node-path]')).toBeNull();
  });

  it('unmounted before its delay, it never shows', async () => {
    const page = await renderNodes([popupAd], [popup('p-gone', { delay: 1000 })]);
    page.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
