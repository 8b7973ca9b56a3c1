/**
 * Reads a screen makes before its first render: while the app starts (the screen it opens on, whose
 * answers usually came in the page) and on the server that draws that screen. A screen whose answer is
 * here at its first render draws it at once, which is also what lets the client take over a
 * server-drawn screen without drawing it again. Each kind of read is one store, keyed by its query.
 */

/** Past this age an answer read ahead is not shown: the screen asks again (as primed answers do). */
export const PREPARED_MAX_AGE_MS = 60_000;

export interface PreparedReads<Query, T> {
  /** Reads ahead and keeps the answer; a failed read is forgotten (the screen asks itself and shows why). */
  prepare(query: Query): Promise<void>;
  /** The answer read ahead for `query`, if it has arrived and is fresh. */
  ready(query: Query): T | undefined;
  /** Drops the answer once the screen holds it: a later visit reads afresh. */
  forget(query: Query): void;
}

const stores = new Set<Map<string, unknown>>();

/** A store of reads ahead of one kind: `read` is what the screen itself calls, `keyOf` tells queries apart. */
export function preparedReads<Query, T>(
  read: (query: Query) => Promise<T>,
  keyOf: (query: Query) => string,
  now: () => number = Date.now,
): PreparedReads<Query, T> {
  const answers = new Map<string, { value: T; at: number }>();
  stores.add(answers);
  return {
    async prepare(query) {
      const key = keyOf(query);
      answers.delete(key);
      const value = await read(query);
      answers.set(key, { value, at: now() });
    },
    ready(query) {
      const kept = answers.get(keyOf(query));
      return kept && now() - kept.at <= PREPARED_MAX_AGE_MS ? kept.value : undefined;
    },
    forget(query) {
      answers.delete(keyOf(query));
    },
  };
}

/** The server, after drawing a screen: nothing read for one visitor's page may reach the next one's. */
export function forgetAllPreparedReads(): void {
  for (const answers of stores) answers.clear();
}
