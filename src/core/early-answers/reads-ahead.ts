import { EARLY_ANSWER_MAX_AGE_MS } from './answers';

/**
 * Reads a screen makes before its first render: while the app starts (the screen it opens on, whose
 * answers usually came in the page) and on the server that draws that screen. A screen whose answer is
 * here at its first render draws it at once, which is also what lets the client take over a
 * server-drawn screen without drawing it again; one still on its way is waited for, not asked again;
 * one that failed is shown as the screen's own failure. Each kind of read is one store, keyed by its query.
 */

/** Past this age a read ahead is not used: the screen asks again (as primed answers do). */
export const READ_AHEAD_MAX_AGE_MS = EARLY_ANSWER_MAX_AGE_MS;

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface PreparedReads<Query, T> {
  /**
   * Reads ahead and keeps the reading; fails as the read fails (the server then leaves the screen to the
   * client). A fresh reading already kept for the query, ended or on its way, is used, not repeated,
   * unless it failed.
   */
  prepare: (query: Query) => Promise<void>;
  /** Keeps a value read elsewhere (the server that draws the page) as the query's ended reading. */
  keep: (query: Query, value: T) => void;
  /** How the reading for `query` ended, if it has: what the screen's first render shows. */
  settled: (query: Query) => Settled<T> | undefined;
  /** The reading for `query`, ended or on its way, handed over once: the screen waits for it instead of asking again. */
  take: (query: Query) => Promise<T> | undefined;
}

interface Reading<T> {
  promise: Promise<T>;
  settled?: Settled<T>;
  at: number;
}

const stores = new Set<Map<string, unknown>>();

/** A store of reads ahead of one kind: `read` is what the screen itself calls, `keyOf` tells queries apart. */
export function preparedReads<Query, T>(
  read: (query: Query) => Promise<T>,
  keyOf: (query: Query) => string,
  now: () => number = Date.now,
): PreparedReads<Query, T> {
  const readings = new Map<string, Reading<T>>();
  stores.add(readings);
  const fresh = (query: Query) => {
    const reading = readings.get(keyOf(query));
    return reading && now() - reading.at <= READ_AHEAD_MAX_AGE_MS ? reading : undefined;
  };
  return {
    prepare(query) {
      const kept = fresh(query);
      if (kept && kept.settled?.ok !== false) return kept.promise.then(() => undefined);
      const reading: Reading<T> = { promise: read(query), at: now() };
      readings.set(keyOf(query), reading);
      return reading.promise.then(
        (value) => {
          reading.settled = { ok: true, value };
        },
        (error: unknown) => {
          reading.settled = { ok: false, error };
          throw error;
        },
      );
    },
    keep(query, value) {
      readings.set(keyOf(query), { promise: Promise.resolve(value), settled: { ok: true, value }, at: now() });
    },
    settled: (query) => fresh(query)?.settled,
    take(query) {
      const reading = fresh(query);
      readings.delete(keyOf(query));
      return reading?.promise;
    },
  };
}

/** Every store's readings dropped (./index.ts forgetEarlyAnswers, after a server's drawing). */
export function forgetAllReadsAhead(): void {
  for (const readings of stores) readings.clear();
}
