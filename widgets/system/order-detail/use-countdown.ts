import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * Seconds left until `deadline` (server Unix seconds) by the offset-corrected clock, ticking each
 * second; `onZero` runs once when it reaches zero.
 */
export function useCountdown(deadline: number, nowMs: () => number, onZero: () => void): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, nowMs()));
  const fired = useRef(false);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const next = secondsLeft(deadline, nowMs());
      setLeft(next);
      if (next === 0 && !fired.current) {
        fired.current = true;
        onZeroRef.current();
      }
      return next;
    };
    if (tick() === 0) return undefined;
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, nowMs]);

  return left;
}
