import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { freshItems, isLastPage, type ItemId } from './page-end';

/** One page of a list, as its source answered it. */
export interface PageChunk<T> {
  items: T[];
  /** The server's `has_more`, when it sent one (page-end.ts decides without it). */
  hasMore?: boolean;
  /** The server's count of the whole list, when it sent one. */
  total?: number;
  /** The page size this page was asked with: without `has_more`, a shorter page is the last. */
  pageSize?: number;
  /** The server's closing words for the list (the home feed's `tips`). */
  endText?: string;
}

export interface PagesOptions<T> {
  /** An item's identity: an item already in the list is not shown twice, and a page of only those ends it. */
  idOf?: ItemId<T>;
}

/** idle: more pages may follow; done: the source said there are no more. */
export type PagesStatus = 'loading' | 'idle' | 'error' | 'done';

export interface Pages<T> {
  items: T[];
  status: PagesStatus;
  /** The last page's closing words, shown under a finished list. */
  endText: string;
  /** Fetches the next page unless one is in flight, the list ended, or the last attempt failed. */
  loadMore: () => Promise<void>;
  /** The shopper's tap after a failure: the same page again. */
  retry: () => Promise<void>;
  /** Changes loaded items in place (an order after confirm receipt) without loading again. */
  update: (recipe: (items: T[]) => T[]) => void;
}

/**
 * Page-by-page loading of one list; the first page is requested on mount, and a new `fetchPage`
 * starts the list again (give it a stable identity).
 */
export function usePages<T>(fetchPage: (page: number) => Promise<PageChunk<T>>, { idOf }: PagesOptions<T> = {}): Pages<T> {
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
  const seen = useRef(new Set<string>());
  const loaded = useRef(0);
  // Read through a ref: an inline idOf must not start the list again on every render.
  const identity = useRef(idOf);
  identity.current = idOf;

  const loadMore = useCallback(async () => {
    if (busy.current || finished.current || failed.current) return;
    const mine = generation.current;
    busy.current = true;
    setStatus('loading');
    try {
      const chunk = await fetchPage(nextPage.current);
      if (mine !== generation.current) return;
      nextPage.current += 1;
      const fresh = freshItems(chunk.items, seen.current, identity.current);
      loaded.current += fresh.length;
      const last = isLastPage({
        hasMore: chunk.hasMore,
        received: chunk.items.length,
        fresh: fresh.length,
        loaded: loaded.current,
        total: chunk.total,
        pageSize: chunk.pageSize,
      });
      finished.current = last;
      // A page of tiles is drawn in slices (a transition), so scrolling and taps stay responsive.
      startTransition(() => {
        setItems((previous) => (fresh.length ? previous.concat(fresh) : previous));
        setEndText(chunk.endText ?? '');
        setStatus(last ? 'done' : 'idle');
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
    seen.current = new Set();
    loaded.current = 0;
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
