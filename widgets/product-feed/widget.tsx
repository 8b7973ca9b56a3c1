import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { runAction } from '../../src/core/actions';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { LoadError } from '../../src/ui/LoadError';
import { ProductCard, type ProductTile } from '../../src/ui/ProductCard';
import { fetchFeedPage, type FeedQuery } from './feed-source';
import validate from './props.schema.json?validate';
import { chunkIntoRows, estimateRowHeight, isNearEnd, type Columns } from './rows';
import { useFeedPages, type FeedStatus } from './use-feed-pages';
import styles from './widget.module.css';

export interface ProductFeedProps extends FeedQuery {
  columns?: Columns;
}

const OVERSCAN_ROWS = 4;

/** Inside a tab that is not shown (tabs hide panels with the `hidden` attribute). */
const isHidden = (element: Element) => element.closest('[hidden]') !== null;

const openProduct = (product: ProductTile) => {
  void runAction({ target: 'product', target_id: String(product.id) });
};

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

function FeedList({ query, columns }: { query: FeedQuery; columns: Columns }) {
  const fetchPage = useCallback((page: number) => fetchFeedPage(query, page), [query]);
  const { tiles, status, loadMore, retry } = useFeedPages(fetchPage);
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
  useEffect(() => {
    const end = endRef.current;
    if (!end || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isHidden(end)) void loadMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [loadMore]);

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
              <ProductCard key={column} product={product} columns={columns} onOpen={openProduct} eager={row.index === 0} />
            ))}
          </div>
        ))}
      </div>
      <div ref={endRef} aria-hidden="true" />
      <FeedFooter status={status} empty={tiles.length === 0} onRetry={() => void retry()} />
    </div>
  );
}

function FeedFooter({ status, empty, onRetry }: { status: FeedStatus; empty: boolean; onRetry(): void }) {
  if (status === 'error') return <LoadError onRetry={onRetry} />;
  if (status === 'loading') return <p className={styles.status} role="status">加载中…</p>;
  if (status === 'done') return <p className={styles.status}>{empty ? '暂无商品' : '没有更多了'}</p>;
  return null;
}

function ProductFeed({ props }: WidgetRenderProps<ProductFeedProps>) {
  const { source, tab_id, top_cid, cid } = props;
  const query = useMemo<FeedQuery>(() => ({ source, tab_id, top_cid, cid }), [source, tab_id, top_cid, cid]);
  // A different list is a fresh start: its own pages, its own scroll range.
  const listKey = `${source}|${tab_id ?? ''}|${top_cid ?? ''}|${cid ?? ''}`;
  return <FeedList key={listKey} query={query} columns={props.columns ?? 2} />;
}

export default defineWidget<ProductFeedProps>({ type: 'product-feed', validate, component: ProductFeed });
