import { useEffect, useState } from 'react';
import { serverClock } from '../core/request';

const SECOND = 1000;

/** Whole seconds left until `endMs` on the server clock, rounded up so 0 comes exactly at the moment. */
export function secondsLeft(endMs: number): number {
  if (!Number.isFinite(endMs)) return 0;
  return Math.max(0, Math.ceil((endMs - serverClock.nowMs()) / SECOND));
}

/**
 * Re-renders once a second and no more: the first tick waits for the next whole second of the
 * remaining time, so the display never skips or repeats a digit; then one interval, stopped at 0.
 */
export function useSecondsLeft(endMs: number): number {
  const [left, setLeft] = useState(() => secondsLeft(endMs));
  useEffect(() => {
    setLeft(secondsLeft(endMs));
    if (secondsLeft(endMs) === 0) return undefined;
    let interval: number | undefined;
    const tick = () => {
      const next = secondsLeft(endMs);
      setLeft(next);
      if (next === 0) window.clearInterval(interval);
    };
    const untilNextSecond = (endMs - serverClock.nowMs()) % SECOND || SECOND;
    const align = window.setTimeout(() => {
      tick();
      interval = window.setInterval(tick, SECOND);
    }, untilNextSecond);
    return () => {
      window.clearTimeout(align);
      window.clearInterval(interval);
    };
  }, [endMs]);
  return left;
}
