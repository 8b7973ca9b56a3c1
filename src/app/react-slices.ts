import { unstable_forceFrameRate } from 'scheduler';

/**
 * How often React yields while it draws a transition (the passes of a long page, a list's next page, a
 * drawn screen taken over): every 8 ms (125 a second, the most the scheduler takes) instead of its
 * default 5. Each yield is a task of its own, with a frame between many of them: a 300-node page's
 * second pass yielded some 200 times. With 8 ms slices it came whole 420-720 ms sooner (paired loads,
 * static host, 4x CPU, 7-9 pairs on a slow day; 10 ms did as well). Longer slices did no better and
 * Lighthouse, which multiplies each task it saw by its CPU factor, took 25 ms ones for long tasks (the
 * 300-node page's TBT 713 -> 1,031 ms); an 8 ms slice is 32 ms there.
 */
const SLICES_PER_SECOND = 125;

export function lengthenReactSlices(): void {
  unstable_forceFrameRate(SLICES_PER_SECOND);
}
