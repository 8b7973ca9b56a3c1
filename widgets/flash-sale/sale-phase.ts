import { useEffect, useState } from 'react';
import { serverClock } from '../../src/core/request';

export type SalePhase = 'upcoming' | 'running' | 'ended';

/** Where the sale stands at `nowMs`; without a start time it is running until it ends. */
export function salePhase(fromMs: number, toMs: number, nowMs: number): SalePhase {
  if (Number.isFinite(fromMs) && nowMs < fromMs) return 'upcoming';
  return nowMs < toMs ? 'running' : 'ended';
}

/** Longest single wait: setTimeout overflows past ~24.8 days. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The phase on the server clock, re-rendering only when it changes (a timer set for the next
 * boundary), so the product list under it is drawn again twice in a sale's life, not every second.
 */
export function useSalePhase(fromMs: number, toMs: number): SalePhase {
  const [phase, setPhase] = useState(() => salePhase(fromMs, toMs, serverClock.nowMs()));
  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      const now = serverClock.nowMs();
      const current = salePhase(fromMs, toMs, now);
      setPhase(current);
      const boundary = current === 'upcoming' ? fromMs : current === 'running' ? toMs : NaN;
      if (Number.isFinite(boundary)) timer = window.setTimeout(update, Math.min(MAX_WAIT_MS, Math.max(0, boundary - now)));
    };
    update();
    return () => window.clearTimeout(timer);
  }, [fromMs, toMs]);
  return phase;
}
