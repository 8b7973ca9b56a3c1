import { unstable_forceFrameRate } from 'scheduler';

/**
 * While a long page's later passes are drawn, React yields every 8 ms (125 a second, the most its
 * scheduler takes) instead of every 5. Each yield is a task of its own, with a frame between many of
 * them: a 300-node page's second pass yielded some 200 times, and with 8 ms slices it came whole
 * 240-720 ms sooner (paired loads, static host, 4x CPU). Only while such a pass is under way: Lighthouse
 * multiplies each task it saw by its CPU factor, and the home's and a product's smaller transitions in
 * 8 ms slices raised their TBT there (191 -> 345 ms, 193 -> 318 ms) for no gain. 25 ms slices did no
 * better in the bench and made the 300-node page's TBT 713 -> 1,031 ms.
 */
const PASS_SLICES_PER_SECOND = 125;
/** React's own rate again (`0` restores its 5 ms slices). */
const DEFAULT_RATE = 0;

let passesUnderway = 0;

/** Lengthens React's slices until the returned function is called (once per pass; passes may overlap). */
export function beginPass(): () => void {
  passesUnderway += 1;
  if (passesUnderway === 1) unstable_forceFrameRate(PASS_SLICES_PER_SECOND);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    passesUnderway -= 1;
    if (passesUnderway === 0) unstable_forceFrameRate(DEFAULT_RATE);
  };
}
