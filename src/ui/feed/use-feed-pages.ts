import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductTile } from '../ProductCard';

/** One page of a list, as its source answered it. */
export interface FeedChunk {
  tiles: ProductTile[];
  hasMore: boolean;
  /** The server's closing words for the list (the home feed's `tips`). */
  tips?: string;
}

/** idle: more pages may follow; done: the source said there are no more. */
export type FeedStatus = 'loading' | 'idle' | 'error' | 'done';

export interface FeedPages {
  tiles: ProductTile[];
  status: FeedStatus;
  /** The last page's tips, shown under a finished list. */
  endText: string;
  /** Fetches the next page unless one is in flight, the list ended, or the last attempt failed. */
  loadMore(): Promise<void>;
  /** The shopper's tap after a failure: the same page again. */
  retry(): Promise<void>;
}

/** Page-by-page loading of one list; the first page is requested on mount. */
export function useFeedPages(fetchPage: (page: number) => Promise<FeedChunk>): FeedPages {
  const [tiles, setTiles] = useState<ProductTile[]>([]);
  const [status, setStatus] = useState<FeedStatus>('loading');
  const [endText, setEndText] = useState('');
  // Refs, not state: two scroll events in one frame must not request the same page twice.
  const nextPage = useRef(1);
  const busy = useRef(false);
  const finished = useRef(false);
  // After a failure only the shopper's tap tries again, so scrolling cannot hammer a failing server.
  const failed = useRef(false);
  const mounted = useRef(true);

  const loadMore = useCallback(async () => {
    if (busy.current || finished.current || failed.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      const chunk = await fetchPage(nextPage.current);
      if (!mounted.current) return;
      nextPage.current += 1;
      finished.current = !chunk.hasMore;
      setTiles((previous) => (chunk.tiles.length ? previous.concat(chunk.tiles) : previous));
      setEndText(chunk.tips ?? '');
      setStatus(chunk.hasMore ? 'idle' : 'done');
    } catch {
      // The request layer has told the shopper why; the list offers a retry of the same page.
      failed.current = true;
      if (mounted.current) setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [fetchPage]);

  const retry = useCallback(() => {
    failed.current = false;
    return loadMore();
  }, [loadMore]);

  useEffect(() => {
    mounted.current = true;
    void loadMore();
    return () => {
      mounted.current = false;
    };
  }, [loadMore]);

  return { tiles, status, endText, loadMore, retry };
}
