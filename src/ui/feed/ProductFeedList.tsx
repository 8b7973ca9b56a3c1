import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { runAction } from '../../core/actions';
import { ListFooter } from '../paged/ListFooter';
import { isHidden, useLoadWhenVisible } from '../paged/use-load-when-visible';
import { usePages, type PageChunk } from '../paged/use-pages';
import { ProductCard, type ProductTile } from '../ProductCard';
import { FeedPlaceholder } from './FeedPlaceholder';
import { chunkIntoRows, estimateRowHeight, isNearEnd, type Columns } from './rows';
import styles from './ProductFeedList.module.css';

export type { Columns };

/** One page of products, as its source answered it (the paging words as in `PageChunk`). */
export interface FeedChunk extends Omit<PageChunk<ProductTile>, 'items' | 'endText'> {
  tiles: ProductTile[];
  /** The server's closing words for the list (the home feed's `tips`). */
  tips?: string;
}

const tileId = (tile: ProductTile) => tile.id;

const openProduct = (product: ProductTile) => {
  void runAction({ target: 'product', target_id: String(product.id) });
};

const OVERSCAN_ROWS = 4;

/** Where the list starts on the page: the virtualizer counts window scroll from there. */
function useOffsetFromPageTop(list: RefObject<HTMLDivElement>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const measure = () => {
      if (isHidden(element)) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setOffset((previous) => (previous === top ? previous : top));
    };
    measure();
    // Anything above the list that changes height (images arriving, a tab switch) moves its start.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [list]);
  return offset;
}

export interface ProductFeedListProps {
  /** One page of the list (pages count from 1); the list asks for the next as the shopper nears its end. */
  fetchPage: (page: number) => Promise<FeedChunk>;
  columns: Columns;
  /** Where a tap on a product goes; default: its goods detail through the action router. */
  onOpen?: (product: ProductTile) => void;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** Shown until the first products are drawn; blank cards unless given. */
  placeholder?: ReactNode;
  /** The first row's pictures asked for at once (default): false for a list that starts below the first screen. */
  eagerFirstRow?: boolean;
}

/**
 * A paged product list that renders only the rows near the screen, so a feed of thousands of
 * products stays as light as a short one. Give it a `key` per list: a new key is a fresh start.
 */
export function ProductFeedList({ fetchPage, columns, onOpen = openProduct, emptyText = '暂无商品', placeholder, eagerFirstRow = true }: ProductFeedListProps) {
  const fetchItems = useCallback(
    (page: number) => fetchPage(page).then(({ tiles, tips, ...paging }): PageChunk<ProductTile> => ({ ...paging, items: tiles, endText: tips })),
    [fetchPage],
  );
  // The same product twice in a feed is shown once; a page of only repeats ends it.
  const { items: tiles, status, endText, loadMore, retry } = usePages(fetchItems, { idOf: tileId });
  const rows = useMemo(() => chunkIntoRows(tiles, columns), [tiles, columns]);
  const listRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetFromPageTop(listRef);
  const estimate = estimateRowHeight(columns, window.innerWidth);

  const measureRow = useCallback(
    (element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLDivElement>) => {
      // A hidden or not yet laid out row measures 0; trusting that would render every row at once.
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : estimate;
    },
    [estimate],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize: () => estimate,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    measureElement: measureRow,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRenderedRow = virtualRows.at(-1)?.index ?? -1;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (status !== 'idle' || !list || isHidden(list)) return;
    if (isNearEnd(lastRenderedRow, rows.length)) void loadMore();
  }, [status, lastRenderedRow, rows.length, loadMore]);

  // Scrolling moves the rendered range above; this catches what does not scroll, such as the
  // shopper coming back to a tab whose list had stopped right at its end.
  useLoadWhenVisible(endRef, loadMore, status, { followShortPage: false });

  const gridStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };
  return (
    <div className={styles.feed}>
      <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualRows.map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.row}
            style={{ ...gridStyle, transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {rows[row.index]?.map((product, column) => (
              <ProductCard key={column} product={product} columns={columns} onOpen={onOpen} eager={eagerFirstRow && row.index === 0} />
            ))}
          </div>
        ))}
      </div>
      <div ref={endRef} aria-hidden="true" />
      {tiles.length === 0 && status === 'loading' ? (placeholder ?? <FeedPlaceholder columns={columns} />) : null}
      <ListFooter status={status} empty={tiles.length === 0} emptyText={emptyText} endText={endText} onRetry={() => void retry()} />
    </div>
  );
}
