// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverClock } from '../../src/core/request';
import { renderNodes } from '../test-utils';
import example from './example.json';
import countdown from './widget';

/** Server-clock offset in the tests: the phone runs an hour behind the server. */
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

/** Sets the server's time (the phone's clock is an hour behind it). */
const setServerTime = (iso: string) => vi.setSystemTime(Date.parse(iso) - SERVER_AHEAD_MS);
const clock = () => screen.getByRole('timer').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('countdown', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(countdown.validate(example.props)).toBe(true);
    expect(countdown.validate({ to: '2026-11-12T00:00:00Z' })).toBe(true);
    expect(countdown.validate({})).toBe(false);
    expect(countdown.validate({ to: 1794412800000 })).toBe(false);
    expect(countdown.validate({ to: '2026-11-12 00:00' })).toBe(false);
    expect(countdown.validate({ to: '2026-11-12T00:00:00' })).toBe(false);
    expect(countdown.validate({ to: '2026-11-12T00:00:00+08:00', ended_text: '' })).toBe(false);
  });

  it('shows days, hours, minutes and seconds left on the server clock, labelled with the end time', async () => {
    setServerTime('2026-11-10T21:58:30.400+08:00');
    await renderNodes([countdown], [example]);
    expect(screen.getByText('距离狂欢结束还有')).toBeVisible();
    expect(clock()).toBe('距离狂欢结束还有1天02时01分30秒');
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.getAttribute('aria-label')).toBe('距离狂欢结束还有，截止北京时间 2026年11月12日 00:00');
  });

  it('ticks once a second, on the second', async () => {
    setServerTime('2026-11-11T23:58:30.400+08:00');
    await renderNodes([countdown], [example]);
    expect(clock()).toContain('00时01分30秒');
    await advance(599);
    expect(clock()).toContain('00时01分30秒');
    await advance(1);
    expect(clock()).toContain('00时01分29秒');
    await advance(1000);
    expect(clock()).toContain('00时01分28秒');
    await advance(58_000);
    expect(clock()).toContain('00时00分30秒');
  });

  it('shows the ended text once the moment passes, and stops ticking', async () => {
    setServerTime('2026-11-11T23:59:58+08:00');
    const { container } = await renderNodes([countdown], [example]);
    expect(clock()).toContain('00时00分02秒');
    await advance(2000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(container.textContent).toBe('活动已结束，感谢参与');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the default ended text, straight away when already past', async () => {
    setServerTime('2026-11-12T00:00:01+08:00');
    const { container } = await renderNodes([countdown], [{ id: 'c2', type: 'countdown', props: { to: '2026-11-12T00:00:00+08:00' } }]);
    expect(container.textContent).toBe('活动已结束');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('its timers go away with it', async () => {
    setServerTime('2026-11-10T00:00:00+08:00');
    const { unmount } = await renderNodes([countdown], [example]);
    await advance(1000);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
