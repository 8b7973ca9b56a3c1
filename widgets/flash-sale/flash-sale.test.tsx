// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverClock } from '../../src/core/request';
import { renderNodes } from '../test-utils';
import example from './example.json';
import { salePhase } from './sale-phase';
import flashSale, { clockText, soldPercent } from './widget';

/** The phone runs an hour behind the server: the widget must read the server's clock. */
const SERVER_AHEAD_MS = 3600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(serverClock, 'nowMs').mockImplementation(() => Date.now() + SERVER_AHEAD_MS);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setServerTime = (iso: string) => vi.setSystemTime(Date.parse(iso) - SERVER_AHEAD_MS);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const timer = () => screen.getByRole('timer').textContent;
const itemOf = (id: number | string) => document.querySelector(`[data-product-id="${id}"]`) as HTMLElement;

describe('flash-sale', () => {
  it('accepts its example and loose form input, and rejects typical mistakes', () => {
    expect(flashSale.validate(example.props)).toBe(true);
    const item = example.props.items[0];
    expect(flashSale.validate({ to: example.props.to, items: [{ ...item, sold: '732', stock: '268', price: '99' }] })).toBe(true);
    expect(flashSale.validate({ items: [item] })).toBe(false);
    expect(flashSale.validate({ to: '2026-12-12 12:00', items: [item] })).toBe(false);
    expect(flashSale.validate({ to: example.props.to, items: [{ ...item, sold: 'many' }] })).toBe(false);
    expect(flashSale.validate({ to: example.props.to, items: [{ ...item, stock: -1 }] })).toBe(false);
    expect(flashSale.validate({ to: example.props.to, items: [{ ...item, image: 'javascript:alert(1)' }] })).toBe(false);
  });

  it('reads its phase, clock and sold share', () => {
    const from = Date.parse('2026-12-12T10:00:00+08:00');
    const to = Date.parse('2026-12-12T12:00:00+08:00');
    expect(salePhase(from, to, from - 1)).toBe('upcoming');
    expect(salePhase(from, to, from)).toBe('running');
    expect(salePhase(NaN, to, from - 1)).toBe('running');
    expect(salePhase(from, to, to)).toBe('ended');
    expect(clockText(3725)).toBe('01:02:05');
    expect(clockText(90061)).toBe('1天 01:01:01');
    expect(soldPercent({ sold: 732, stock: 268 })).toBe(73);
    expect(soldPercent({ sold: 999, stock: 1 })).toBe(99);
    expect(soldPercent({ sold: 10, stock: 0 })).toBe(100);
    expect(soldPercent({ sold: 10 })).toBe(0);
    expect(soldPercent({})).toBeNull();
  });

  it('before the start: 距开始 on the server clock, items say 即将开抢, the sold-out one is greyed', async () => {
    setServerTime('2026-12-12T09:58:30+08:00');
    await renderNodes([flashSale], [example]);
    expect(timer()).toBe('距开始 00:01:30');
    expect(itemOf(1001).dataset.state).toBe('upcoming');
    expect(within(itemOf(1001)).getByText('已抢73%')).toBeVisible();
    expect(within(itemOf(1001)).getByRole('progressbar', { name: '已抢' }).getAttribute('aria-valuenow')).toBe('73');
    // Sold out: stamped on the picture and said where 即将开抢 would be.
    const soldOut = within(itemOf(1002)).getAllByText('已抢光');
    expect(soldOut).toHaveLength(2);
    for (const text of soldOut) expect(text).toBeVisible();
    expect(within(itemOf(1002)).queryByText('即将开抢')).toBeNull();
    expect(itemOf(1002).className).toMatch(/greyed/);
    expect(within(itemOf(1003)).queryByRole('progressbar')).toBeNull();
  });

  it('counts to the start, then to the end; the list is drawn again only when the phase changes', async () => {
    setServerTime('2026-12-12T09:59:58+08:00');
    let listRenders = 0;
    const { container } = await renderNodes([flashSale], [example]);
    const list = container.querySelector('ul') as HTMLElement;
    const observer = new MutationObserver(() => (listRenders += 1));
    observer.observe(list, { subtree: true, characterData: true, childList: true, attributes: true });
    await advance(1000);
    expect(timer()).toBe('距开始 00:00:01');
    expect(listRenders).toBe(0);
    await advance(1000);
    expect(timer()).toBe('距结束 02:00:00');
    expect(itemOf(1001).dataset.state).toBe('running');
    expect(within(itemOf(1001)).getByText('马上抢')).toBeVisible();
    expect(within(itemOf(1001)).queryByText('即将开抢')).toBeNull();
    const afterStart = listRenders;
    expect(afterStart).toBeGreaterThan(0);
    await advance(5000);
    expect(timer()).toBe('距结束 01:59:55');
    expect(listRenders).toBe(afterStart);
    observer.disconnect();
  });

  it('after the end every item is greyed with 已结束 and nothing ticks', async () => {
    setServerTime('2026-12-12T11:59:59+08:00');
    await renderNodes([flashSale], [example]);
    await advance(1000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('已结束', { selector: 'header span' })).toBeVisible();
    for (const id of [1001, 1002, 1003]) {
      expect(itemOf(id).dataset.state).toBe('ended');
      expect(itemOf(id).className).toMatch(/greyed/);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an item opens its goods detail, in every state', async () => {
    setServerTime('2026-12-13T00:00:00+08:00');
    const { visited } = await renderNodes([flashSale], [example]);
    fireEvent.click(within(itemOf(1001)).getByRole('button'));
    fireEvent.click(within(itemOf('1002')).getByRole('button'));
    expect(visited).toEqual(['/mall/goods-detail?id=1001', '/mall/goods-detail?id=1002']);
  });

  it('without a start it runs until the end, titled 限时秒杀 by default', async () => {
    setServerTime('2026-12-12T11:00:00+08:00');
    await renderNodes([flashSale], [{ id: 's', type: 'flash-sale', props: { to: example.props.to, items: example.props.items } }]);
    expect(screen.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
    expect(timer()).toBe('距结束 01:00:00');
  });
});
