import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { runAction } from '../../src/core/actions';
import { defineWidget, useInFirstScreen, useNearViewport, useTakingOver, type WidgetRenderProps } from '../../src/core/renderer';
import { FeedPlaceholder } from '../../src/ui/feed/FeedPlaceholder';
import { ListFooter } from '../../src/ui/paged/ListFooter';
import { useIdleAfterPaint } from '../../src/ui/use-idle-after-paint';
import { preparedReads } from '../../src/core/early-answers';
import { ProductCard, type ProductTile } from '../../src/ui/ProductCard';
import type { Columns, FeedChunk } from '../../src/ui/feed/ProductFeedList';
import { fetchFeedPage, type FeedQuery } from '../../src/mall/feed-sources';
import validate from './props.schema.json?validate';

export interface ProductFeedProps extends FeedQuery {
  columns?: Columns;
}

// The list and its virtualiser are a chunk of their own: the screen above the feed (the home's
// banner and icons) is drawn without waiting for them, and a feed whose first products were read ahead
// shows them as still cards until the first screen is drawn (the list is needed only to page on).
const ProductFeedList = lazy(() => import('../../src/ui/feed/ProductFeedList').then((module) => ({ default: module.ProductFeedList })));

/** A list's identity: a different one is a fresh start, with its own pages and scroll range. */
function listKeyOf({ source, tab_id, top_cid, cid }: FeedQuery): string {
  return `${source}|${tab_id ?? ''}|${top_cid ?? ''}|${cid ?? ''}`;
}

function queryOf({ source, tab_id, top_cid, cid }: ProductFeedProps): FeedQuery {
  return { source, tab_id, top_cid, cid };
}

/** First pages read before the feed is drawn (the screen the app opens on, a screen the server draws). */
const firstPages = preparedReads((query: FeedQuery) => fetchFeedPage(query, 1), listKeyOf);

/**
 * A feed's pages where page 1 can be asked for ahead of the list (`prefetch`), or was read before the
 * feed was drawn (`takeEarly`): the list's own first call then takes that answer, or its failure. Any
 * later call (the next page, a retry) goes to the server. The reading ahead is taken only once the feed
 * is on the page (an effect, a call of the list), never while it renders: React may render the feed
 * more than once before it commits (taking a server-drawn page over), and each render must find it.
 */
function withEarlyFirstPage(fetchPage: (page: number) => Promise<FeedChunk>, takeEarly: () => Promise<FeedChunk> | undefined) {
  let firstPage: Promise<FeedChunk> | undefined;
  let taken = false;
  const first = () => (firstPage ??= takeEarly() ?? fetchPage(1));
  return {
    prefetch: () => {
      if (taken) return;
      // Handled by the list when it asks for page 1; until then a failure must not count as unhandled.
      first().catch(() => undefined);
    },
    fetchPage: (page: number): Promise<FeedChunk> => {
      if (page !== 1 || taken) return fetchPage(page);
      taken = true;
      return first();
    },
  };
}

const noRetry = () => undefined;

const openProduct = (product: ProductTile) => void runAction({ target: 'product', target_id: String(product.id) });

function FeedOf({ query, columns }: { query: FeedQuery; columns: Columns }) {
  // The first page read ahead, if any: its products drawn at once (the server draws them too), and the
  // list's first page, ended or on its way.
  const [ready] = useState(() => firstPages.settled(query));
  const pages = useMemo(() => withEarlyFirstPage((page) => fetchFeedPage(query, page), () => firstPages.take(query)), [query]);
  // Runs as soon as the feed is on the page, while the list's code may still be downloading.
  useEffect(() => pages.prefetch(), [pages]);
  // Its first row's pictures are asked for at once only when the feed starts on the first screen.
  const firstScreen = useInFirstScreen();
  const cards = useMemo(
    () =>
      (ready?.ok ? ready.value.tiles : []).map((product, index) => (
        <ProductCard key={product.id} product={product} columns={columns} onOpen={openProduct} eager={firstScreen && index < columns} />
      )),
    [ready, columns, firstScreen],
  );
  const placeholder = <FeedPlaceholder columns={columns} cards={cards} />;
  const loading = (
    <>
      {placeholder}
      <ListFooter status="loading" empty endText="" onRetry={noRetry} />
    </>
  );
  // The list measures the window, which the server has not: a server-drawn page carries the
  // placeholder (with the first products when they were read ahead), and so does the render that takes it over.
  const takingOver = useTakingOver();
  // The virtual list starts by measuring the window and its rows, which forces the browser's layout
  // inside the task (11 and 14 ms at 1× CPU for a feed at the foot of fixture 106): a feed further down
  // starts it only when the shopper scrolls within a screen of it, its first products shown till then.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, !takingOver);
  // Its first products already shown, the list's code does not share the network and the thread with the first screen.
  const shownAhead = Boolean(ready?.ok);
  const firstScreenDone = useIdleAfterPaint(shownAhead);
  return (
    <div ref={box}>
      {takingOver || !near || (shownAhead && !firstScreenDone) ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <ProductFeedList fetchPage={pages.fetchPage} columns={columns} placeholder={placeholder} eagerFirstRow={firstScreen} />
        </Suspense>
      )}
    </div>
  );
}

function ProductFeed({ props }: WidgetRenderProps<ProductFeedProps>) {
  const { source, tab_id, top_cid, cid } = props;
  const query = useMemo<FeedQuery>(() => ({ source, tab_id, top_cid, cid }), [source, tab_id, top_cid, cid]);
  return <FeedOf key={listKeyOf(query)} query={query} columns={props.columns ?? 2} />;
}

export default defineWidget<ProductFeedProps>({
  type: 'product-feed',
  validate,
  component: ProductFeed,
  prepare: (props) => firstPages.prepare(queryOf(props)),
});
