import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** One page of a list, as its source answered it. */
export interface PageChunk<T> {
  items: T[];
  hasMore: boolean;
  /** The server's closing words for the list (the home feed's `tips`). */
  endText?: string;
}

/** idle: more pages may follow; done: the source said there are no more. */
export type PagesStatus = 'loading' | 'idle' | 'error' | 'done';

export interface Pages<T> {
  items: T[];
  status: PagesStatus;
  /** The last page's closing words, shown under a finished list. */
  endText: string;
  /** Fetches the next page unless one is in flight, the list ended, or the last attempt failed. */
  loadMore(): Promise<void>;
  /** The shopper's tap after a failure: the same page again. */
  retry(): Promise<void>;
  /** Changes loaded items in place (an order after confirm receipt) without loading again. */
  update(recipe: (items: T[]) => T[]): void;
}

/**
 * Page-by-page loading of one list; the first page is requested on mount, and a new `fetchPage`
 * starts the list again (give it a stable identity).
 */
export function usePages<T>(fetchPage: (page: number) => Promise<PageChunk<T>>): Pages<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<PagesStatus>('loading');
  const [endText, setEndText] = useState('');
  // Refs, not state: two scroll events in one frame must not request the same page twice.
  const nextPage = useRef(1);
  const busy = useRef(false);
  const finished = useRef(false);
  // After a failure only the shopper's tap tries again, so scrolling cannot hammer a failing server.
  const failed = useRef(false);
  // Which list an answer belongs to: one for a source that has since been replaced is dropped.
  const generation = useRef(0);

  const loadMore = useCallback(async () => {
    if (busy.current || finished.current || failed.current) return;
    const mine = generation.current;
    busy.current = true;
    setStatus('loading');
    try {
      const chunk = await fetchPage(nextPage.current);
      if (mine !== generation.current) return;
      nextPage.current += 1;
      finished.current = !chunk.hasMore;
      // A page of tiles is drawn in slices (a transition), so scrolling and taps stay responsive.
      startTransition(() => {
        setItems((previous) => (chunk.items.length ? previous.concat(chunk.items) : previous));
        setEndText(chunk.endText ?? '');
        setStatus(chunk.hasMore ? 'idle' : 'done');
      });
    } catch {
      // The request layer has told the shopper why; the list offers a retry of the same page.
      if (mine !== generation.current) return;
      failed.current = true;
      setStatus('error');
    } finally {
      if (mine === generation.current) busy.current = false;
    }
  }, [fetchPage]);

  const retry = useCallback(() => {
    failed.current = false;
    return loadMore();
  }, [loadMore]);

  useEffect(() => {
    generation.current += 1;
    nextPage.current = 1;
    busy.current = false;
    finished.current = false;
    failed.current = false;
    setItems([]);
    setEndText('');
    void loadMore();
    return () => {
      generation.current += 1;
    };
  }, [loadMore]);

  const update = useCallback((recipe: (items: T[]) => T[]) => setItems((previous) => recipe(previous)), []);
  return { items, status, endText, loadMore, retry, update };
}
