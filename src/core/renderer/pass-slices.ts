import { unstable_forceFrameRate } from 'scheduler';

/**
 * How long React renders before it yields while a long page's later passes are drawn.
 *
 * - `near` (the second pass, the screens just below the first): 8 ms (125 a second, the most React's
 *   scheduler takes) instead of 5. Each yield is a task of its own, with a frame between many of them:
 *   a 300-node page's second pass yielded some 200 times, and with 8 ms slices it came whole 240-720 ms
 *   sooner (paired loads, static host, 4x CPU). Not longer: Lighthouse multiplies each task it saw by its
 *   CPU factor, and 25 ms slices made the 300-node page's TBT 713 -> 1,031 ms for no gain in the bench.
 * - `far` (every pass after it, past the 300th node): 40 ms, still short of a long task (50 ms). Such a
 *   pass draws hundreds of nodes a screen or more below the shopper, and each frame between its slices
 *   costs the page's whole frame work (its observers, the nodes skipped off screen); a 1,500-node page
 *   came whole 1.1 s sooner at the median (13 paired loads, static host, 4x CPU).
 *
 * Only while such a pass is under way: the home's and a product's smaller transitions in 8 ms slices
 * raised their Lighthouse TBT (191 -> 345 ms, 193 -> 318 ms) for no gain.
 */
const SLICES_PER_SECOND = { near: 125, far: 25 } as const;
/** React's own rate again (`0` restores its 5 ms slices). */
const DEFAULT_RATE = 0;

export type PassReach = keyof typeof SLICES_PER_SECOND;

const passesUnderway: Record<PassReach, number> = { near: 0, far: 0 };

/** A near pass under way keeps the shorter slices: the nodes just below the first screen come first. */
function applyRate(): void {
  if (passesUnderway.near > 0) unstable_forceFrameRate(SLICES_PER_SECOND.near);
  else if (passesUnderway.far > 0) unstable_forceFrameRate(SLICES_PER_SECOND.far);
  else unstable_forceFrameRate(DEFAULT_RATE);
}

/** Lengthens React's slices until the returned function is called (once per pass; passes may overlap). */
export function beginPass(reach: PassReach): () => void {
  passesUnderway[reach] += 1;
  applyRate();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    passesUnderway[reach] -= 1;
    applyRate();
  };
}
