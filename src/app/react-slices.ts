import { unstable_forceFrameRate } from 'scheduler';

/**
 * How often React yields while it draws a transition (the passes of a long page, a list's next page, a
 * drawn screen taken over): every 25 ms instead of its default 5. Each yield is a task of its own and
 * often a frame in between; a 300-node page's second pass yielded some 200 times, and came whole about
 * 350 ms sooner with 25 ms slices (paired loads, static host, 4x CPU; 15 ms: 225 ms sooner). 25 ms
 * stays well below a long task (50 ms): a tap still waits at most one slice, and the compositor runs
 * scrolling and the app's animations (opacity and transform) meanwhile.
 */
const SLICES_PER_SECOND = 40;

export function lengthenReactSlices(): void {
  unstable_forceFrameRate(SLICES_PER_SECOND);
}
