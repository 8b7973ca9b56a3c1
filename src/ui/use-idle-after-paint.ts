import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../core/after-first-screen';

/**
 * False on the first paint, true once the first screen is drawn and the browser is idle after it
 * (never while `wanted` is false). Screens use it to draw a still version first and fetch the richer
 * one (a carousel) without making the first screen wait for its code or share the network with it.
 */
export function useIdleAfterPaint(wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (wanted ? afterFirstScreen(() => setIdle(true)) : undefined), [wanted]);
  return idle;
}
