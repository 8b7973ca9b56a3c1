/**
 * The server's clock as the client knows it: `offset = ts - localSeconds`, learnt from
 * `/v1/config/get` and added to every timestamp (CONTRACT §2).
 */
export interface ServerClock {
  /** Unix seconds on the server clock. */
  nowSeconds: () => number;
  /** Milliseconds on the server clock, for countdowns. */
  nowMs: () => number;
  offsetSeconds: () => number;
  learn: (serverSeconds: number) => void;
}

// Read Date.now at each call, not once: a page or test that replaces the clock is then followed.
export function createServerClock(localMs: () => number = () => Date.now()): ServerClock {
  let offset = 0;
  return {
    nowSeconds: () => Math.floor(localMs() / 1000) + offset,
    nowMs: () => localMs() + offset * 1000,
    offsetSeconds: () => offset,
    learn(serverSeconds) {
      if (Number.isFinite(serverSeconds)) offset = Math.round(serverSeconds - localMs() / 1000);
    },
  };
}

export const serverClock = createServerClock();
