/** The server's product lists as pages of tiles for the feed list: the home feed and a category. */
import { getCategoryDetail } from '../api/category';
import { listHomeFeed } from '../api/home';
import { toTile } from '../ui/ProductCard';
import type { FeedChunk } from '../ui/feed/ProductFeedList';

export interface FeedQuery {
  source: 'home-feed' | 'category';
  tab_id?: number | string;
  top_cid?: number | string;
  cid?: number | string;
}

// An empty page ends a list too, so a server that says "more" forever cannot loop us.

export async function homeFeedPage(page: number, tabId?: number | string): Promise<FeedChunk> {
  const feed = await listHomeFeed({ page, tab_id: tabId });
  const products = feed.products ?? [];
  return { tiles: products.map(toTile), hasMore: feed.has_more === true && products.length > 0, tips: feed.tips || undefined };
}

export interface CategoryPageQuery {
  top_cid?: number | string;
  cid?: number | string;
}

/** A category's products; the answer's title_name comes along for the screen's title. */
export async function categoryPage(query: CategoryPageQuery, page: number): Promise<FeedChunk & { title: string }> {
  const detail = await getCategoryDetail({ top_cid: query.top_cid ?? '', cid: query.cid, page });
  const items = detail.items ?? [];
  return { tiles: items.map(toTile), hasMore: detail.has_more !== false && items.length > 0, title: detail.title_name ?? '' };
}

/** One page of either source a product-feed node names. */
export function fetchFeedPage(query: FeedQuery, page: number): Promise<FeedChunk> {
  return query.source === 'category' ? categoryPage(query, page) : homeFeedPage(page, query.tab_id);
}
