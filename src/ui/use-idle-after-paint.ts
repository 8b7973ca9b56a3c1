import { useEffect, useState } from 'react';
import { whenIdle } from '../core/when-idle';

/**
 * False on the first paint, true once the browser is idle after it (never while `wanted` is
 * false). Screens use it to draw a still version first and fetch the richer one (a carousel)
 * without making the first screen wait for its code.
 */
export function useIdleAfterPaint(wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (wanted ? whenIdle(() => setIdle(true)) : undefined), [wanted]);
  return idle;
}
