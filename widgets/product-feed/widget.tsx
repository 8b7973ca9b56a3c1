import { lazy, Suspense, useEffect, useMemo } from 'react';
import { defineWidget, useTakingOver, type WidgetRenderProps } from '../../src/core/renderer';
import { FeedPlaceholder } from '../../src/ui/feed/FeedPlaceholder';
import { ListFooter } from '../../src/ui/paged/ListFooter';
import type { Columns, FeedChunk } from '../../src/ui/feed/ProductFeedList';
import { fetchFeedPage, type FeedQuery } from '../../src/mall/feed-sources';
import validate from './props.schema.json?validate';

export interface ProductFeedProps extends FeedQuery {
  columns?: Columns;
}

// The list and its virtualiser are a chunk of their own: the screen above the feed (the home's
// banner and icons) is drawn without waiting for them. The download starts as soon as this widget's
// code is loaded (before the page draws), so the feed's first products are not held up by it.
const listModule = () => import('../../src/ui/feed/ProductFeedList').then((module) => ({ default: module.ProductFeedList }));
const listModuleEarly = listModule().catch(() => undefined);
const ProductFeedList = lazy(() => listModuleEarly.then((early) => early ?? listModule()));

/**
 * A feed's pages where page 1 can be asked for ahead of the list (`prefetch`): the list's own first
 * call then takes that answer. Any later call (the next page, a retry) goes to the server.
 */
function withEarlyFirstPage(fetchPage: (page: number) => Promise<FeedChunk>) {
  let firstPage: Promise<FeedChunk> | undefined;
  let taken = false;
  return {
    prefetch() {
      if (taken || firstPage) return;
      firstPage = fetchPage(1);
      // Handled by the list when it asks for page 1; until then a failure must not count as unhandled.
      firstPage.catch(() => undefined);
    },
    fetchPage(page: number): Promise<FeedChunk> {
      if (page !== 1 || taken) return fetchPage(page);
      taken = true;
      return firstPage ?? fetchPage(1);
    },
  };
}

const noRetry = () => undefined;

function FeedOf({ query, columns }: { query: FeedQuery; columns: Columns }) {
  const pages = useMemo(() => withEarlyFirstPage((page) => fetchFeedPage(query, page)), [query]);
  // Runs as soon as the feed is on the page, while the list's code may still be downloading.
  useEffect(() => pages.prefetch(), [pages]);
  const placeholder = (
    <>
      <FeedPlaceholder columns={columns} />
      <ListFooter status="loading" empty endText="" onRetry={noRetry} />
    </>
  );
  // The products are the client's to fetch: a server-drawn page carries the placeholder, and so does
  // the render that takes it over.
  if (useTakingOver()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProductFeedList fetchPage={pages.fetchPage} columns={columns} />
    </Suspense>
  );
}

function ProductFeed({ props }: WidgetRenderProps<ProductFeedProps>) {
  const { source, tab_id, top_cid, cid } = props;
  const query = useMemo<FeedQuery>(() => ({ source, tab_id, top_cid, cid }), [source, tab_id, top_cid, cid]);
  // A different list is a fresh start: its own pages, its own scroll range.
  const listKey = `${source}|${tab_id ?? ''}|${top_cid ?? ''}|${cid ?? ''}`;
  return <FeedOf key={listKey} query={query} columns={props.columns ?? 2} />;
}

export default defineWidget<ProductFeedProps>({ type: 'product-feed', validate, component: ProductFeed });
