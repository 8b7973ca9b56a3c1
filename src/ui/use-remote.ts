import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { PreparedReads } from '../core/early-answers';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface Remote<T> {
  status: RemoteStatus;
  /** The answer; kept while a quiet refresh runs, cleared by a reload. */
  data: T | undefined;
  /** Why the last load failed (already told to the shopper by the request layer). */
  error: unknown;
  /** Loads again from scratch (skeleton, then the answer). */
  reload: () => void;
  /**
   * Loads again while the current answer stays on screen (after a follow, a pull to refresh); true
   * once the fresh answer is on screen, false when it could not be had (the old one stays).
   */
  refresh: () => Promise<boolean>;
}

/** Where an answer read ahead of the first render may be waiting (src/core/early-answers/reads-ahead.ts). */
export interface ReadAhead<Query, T> {
  reads: PreparedReads<Query, T>;
  query: Query;
}

/**
 * One screen's server answer: loaded when `deps` change, reloadable, and never applied after the
 * screen has moved on to other deps or unmounted (a slow old answer cannot overwrite a new one).
 * With `ahead`, a reading made before the first render is the first load: drawn at once when it has
 * ended (its failure too), waited for when it is on its way, never asked for again.
 */
export function useRemote<T, Query = void>(load: () => Promise<T>, deps: DependencyList, ahead?: ReadAhead<Query, T>): Remote<T> {
  const [first] = useState(() => ahead?.reads.settled(ahead.query));
  const [status, setStatus] = useState<RemoteStatus>(first ? (first.ok ? 'ready' : 'failed') : 'loading');
  const [data, setData] = useState<T | undefined>(first?.ok ? first.value : undefined);
  const [error, setError] = useState<unknown>(first && !first.ok ? first.error : undefined);
  // The first load is the reading ahead, if there was one: shown already, or waited for.
  const firstLoad = useRef(ahead ? () => ahead.reads.take(ahead.query) : undefined);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async (quiet: boolean, reading?: Promise<T>): Promise<boolean> => {
    const mine = ++generation.current;
    if (!quiet) {
      setStatus('loading');
      setData(undefined);
    }
    try {
      const answer = await (reading ?? loadRef.current());
      if (mine !== generation.current) return false;
      // Drawing a whole screen from its answer may take a cheap phone a while: as a transition React
      // draws it in slices, so a tap in the meantime is not kept waiting.
      startTransition(() => {
        setData(answer);
        setError(undefined);
        setStatus('ready');
      });
      return true;
    } catch (failure) {
      // The request layer has told the shopper why; the screen offers a retry.
      if (mine === generation.current && !quiet) {
        setError(failure);
        setStatus('failed');
      }
      return false;
    }
  }, []);

  useEffect(() => {
    const reading = firstLoad.current?.();
    firstLoad.current = undefined;
    if (!first || !reading) void run(false, reading);
    return () => {
      generation.current += 1;
    };
    // The caller's deps decide when the answer is stale, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- this hook passes its caller's deps on, as useEffect takes them
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const refresh = useCallback(() => run(true), [run]);
  return { status, data, error, reload, refresh };
}
