import { describe, expect, it } from 'vitest';
import { isVisible, nextVisibilityChange, type VisibilityContext } from './visibility';

const now = Date.parse('2026-11-05T12:00:00+08:00');
const shopper: VisibilityContext = { loggedIn: true, platform: 'wechat', nowMs: now };

describe('visible (CONTRACT §3)', () => {
  it('shows a node without rules', () => {
    expect(isVisible(undefined, shopper)).toBe(true);
    expect(isVisible({}, shopper)).toBe(true);
  });

  it('login: true for logged-in shoppers only, false for visitors only', () => {
    expect(isVisible({ login: true }, shopper)).toBe(true);
    expect(isVisible({ login: true }, { ...shopper, loggedIn: false })).toBe(false);
    expect(isVisible({ login: false }, shopper)).toBe(false);
    expect(isVisible({ login: false }, { ...shopper, loggedIn: false })).toBe(true);
  });

  it('platforms list', () => {
    expect(isVisible({ platforms: ['app', 'wechat'] }, shopper)).toBe(true);
    expect(isVisible({ platforms: ['app'] }, shopper)).toBe(false);
    expect(isVisible({ platforms: [] }, shopper)).toBe(false);
  });

  it('time window on the server clock: from inclusive, to exclusive', () => {
    expect(isVisible({ from: '2026-11-05T12:00:00+08:00' }, shopper)).toBe(true);
    expect(isVisible({ from: '2026-11-05T12:00:01+08:00' }, shopper)).toBe(false);
    expect(isVisible({ to: '2026-11-05T12:00:00+08:00' }, shopper)).toBe(false);
    expect(isVisible({ from: '2026-11-01T00:00:00+08:00', to: '2026-11-12T00:00:00+08:00' }, shopper)).toBe(true);
    expect(isVisible({ from: 'not a time' }, shopper)).toBe(false);
    // Found by the renderer's property test (seed -831316365): Date.parse of such an object threw.
    const hostile = { toString: false } as unknown as string;
    expect(isVisible({ from: hostile }, shopper)).toBe(false);
    expect(nextVisibilityChange({ from: hostile, to: '2026-11-06T00:00:00+08:00' }, now)).toBe(Date.parse('2026-11-06T00:00:00+08:00'));
  });

  it('all rules must hold', () => {
    expect(isVisible({ login: true, platforms: ['wechat'], to: '2026-11-04T00:00:00+08:00' }, shopper)).toBe(false);
  });

  it('knows when a window next opens or closes', () => {
    expect(nextVisibilityChange({ from: '2026-11-06T00:00:00+08:00', to: '2026-11-07T00:00:00+08:00' }, now)).toBe(
      Date.parse('2026-11-06T00:00:00+08:00'),
    );
    expect(nextVisibilityChange({ to: '2026-11-01T00:00:00+08:00' }, now)).toBeNull();
    expect(nextVisibilityChange({ from: '2026-11-01T00:00:00+08:00', to: '2026-11-08T00:00:00+08:00' }, now)).toBe(
      Date.parse('2026-11-08T00:00:00+08:00'),
    );
    expect(nextVisibilityChange({ login: true }, now)).toBeNull();
    expect(nextVisibilityChange(undefined, now)).toBeNull();
  });
});
