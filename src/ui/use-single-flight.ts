import { useCallback, useRef, useState } from 'react';
import { reportFailure } from '../core/request';

/**
 * One call at a time for a button: a second tap while the first call is pending does nothing, and a
 * failure is told to the shopper once. `pending` is for disabling the button.
 */
export function useSingleFlight(): [boolean, (call: () => Promise<unknown>) => Promise<void>] {
  const [pending, setPending] = useState(false);
  // The ref closes the gap between two quick taps before React re-renders the disabled button.
  const busy = useRef(false);
  const run = useCallback(async (call: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await call();
    } catch (error) {
      reportFailure(error);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return [pending, run];
}
