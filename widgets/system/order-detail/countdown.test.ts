import { describe, expect, it } from 'vitest';
import { countdownText, secondsLeft } from './countdown';

describe('pending-payment countdown', () => {
  it('counts whole seconds to the deadline, never below zero', () => {
    expect(secondsLeft(1_000, 999_000)).toBe(1);
    expect(secondsLeft(1_000, 999_001)).toBe(1);
    expect(secondsLeft(1_000, 1_000_000)).toBe(0);
    expect(secondsLeft(1_000, 2_000_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(countdownText(1_800)).toBe('30分00秒');
    expect(countdownText(61)).toBe('01分01秒');
    expect(countdownText(0)).toBe('00分00秒');
  });
});
