/** The server's product lists as pages of tiles for the feed list: the home feed and a category. */
import { getCategoryDetail } from '../api/category';
import { PAGE_SIZE } from '../api/constants';
import { listHomeFeed } from '../api/home';
import { toTile } from './product-tile';
import type { FeedChunk } from '../ui/feed/ProductFeedList';

export interface FeedQuery {
  source: 'home-feed' | 'category';
  tab_id?: number | string;
  top_cid?: number | string;
  cid?: number | string;
}

export async function homeFeedPage(page: number, tabId?: number | string): Promise<FeedChunk> {
  const feed = await listHomeFeed({ page, tab_id: tabId });
  return { tiles: feed.products.map(toTile), hasMore: feed.has_more, pageSize: PAGE_SIZE, tips: feed.tips || undefined };
}

export interface CategoryPageQuery {
  top_cid?: number | string;
  cid?: number | string;
}

/** A category's products (asked without a page size); the answer's title_name comes along for the screen's title. */
export async function categoryPage(query: CategoryPageQuery, page: number): Promise<FeedChunk & { title: string }> {
  const detail = await getCategoryDetail({ top_cid: query.top_cid ?? '', cid: query.cid, page });
  return { tiles: detail.items.map(toTile), hasMore: detail.has_more, title: detail.title_name };
}

/** One page of either source a product-feed node names. */
export function fetchFeedPage(query: FeedQuery, page: number): Promise<FeedChunk> {
  return query.source === 'category' ? categoryPage(query, page) : homeFeedPage(page, query.tab_id);
}
