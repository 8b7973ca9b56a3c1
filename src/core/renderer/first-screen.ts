import { createContext, useContext } from 'react';

export { FIRST_SCREEN_NODES } from './first-screen-nodes';

/** False inside a top-level node past the first screen; true anywhere else (a widget drawn on its own). */
export const FirstScreenContext = createContext(true);

/** Whether this widget's node is on the page's first screen, where its first picture should not wait. */
export function useInFirstScreen(): boolean {
  return useContext(FirstScreenContext);
}
