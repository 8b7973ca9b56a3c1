import { createContext, useContext } from 'react';
import { FIRST_PASS_NODES, FIRST_SCREEN_NODES } from './first-screen-nodes';

export { FIRST_SCREEN_NODES } from './first-screen-nodes';

/**
 * Where a top-level node sits on its page, counted in nodes (first-screen-nodes.ts): on the first
 * screen, among the first pass's nodes that may still be on it, or surely below the fold.
 */
export type NodePlacement = 'first-screen' | 'first-pass' | 'below-fold';

/** Anywhere but inside a page's node (a widget drawn on its own, a system screen): the first screen. */
export const PlacementContext = createContext<NodePlacement>('first-screen');

export function placementOf(index: number): NodePlacement {
  if (index < FIRST_SCREEN_NODES) return 'first-screen';
  return index < FIRST_PASS_NODES ? 'first-pass' : 'below-fold';
}

/** Whether this widget's node is on the page's first screen, where its first picture should not wait. */
export function useInFirstScreen(): boolean {
  return useContext(PlacementContext) === 'first-screen';
}

/** Whether this widget's node is surely below the fold, where a picture is asked for only when scrolled near. */
export function useBelowFold(): boolean {
  return useContext(PlacementContext) === 'below-fold';
}
