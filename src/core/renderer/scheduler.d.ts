/** The part of React's scheduler (the `scheduler` package react-dom runs on) the app sets; it ships no types. */
declare module 'scheduler' {
  /** Sets how long React works before yielding to the browser: 1000 / fps ms (0 restores its 5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
}
