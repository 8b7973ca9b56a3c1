import { createContext, useContext } from 'react';

/**
 * Top-level nodes counted as a phone's first screen: their first pictures are asked for at once, with
 * high priority (and the server that draws the page preloads them, server/front/primed.ts); a node further
 * down waits, like every other picture, until the shopper scrolls near it.
 */
export const FIRST_SCREEN_NODES = 6;

/** False inside a top-level node past the first screen; true anywhere else (a widget drawn on its own). */
export const FirstScreenContext = createContext(true);

/** Whether this widget's node is on the page's first screen, where its first picture should not wait. */
export function useInFirstScreen(): boolean {
  return useContext(FirstScreenContext);
}
