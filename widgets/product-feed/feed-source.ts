import { getCategoryDetail, listHomeFeed, type ProductCard as ApiProductCard } from '../../src/api';
import type { ProductTile } from '../../src/ui/ProductCard';

export interface FeedQuery {
  source: 'home-feed' | 'category';
  tab_id?: number | string;
  top_cid?: number | string;
  cid?: number | string;
}

export interface FeedChunk {
  tiles: ProductTile[];
  hasMore: boolean;
}

export function toTile(product: ApiProductCard): ProductTile {
  return {
    id: product.product_id,
    title: product.title,
    image: product.image,
    price: product.price_object.price,
    subTitle: product.sub_title || undefined,
    marketPrice: product.price_object.market_price ?? undefined,
    soldText: product.sold_num_desc || undefined,
  };
}

/** One page of either source. An empty page ends the list too, so a server that says "more" forever cannot loop us. */
export async function fetchFeedPage(query: FeedQuery, page: number): Promise<FeedChunk> {
  if (query.source === 'category') {
    const detail = await getCategoryDetail({ top_cid: query.top_cid ?? '', cid: query.cid, page });
    const items = detail.items ?? [];
    return { tiles: items.map(toTile), hasMore: detail.has_more !== false && items.length > 0 };
  }
  const feed = await listHomeFeed({ page, tab_id: query.tab_id });
  const products = feed.products ?? [];
  return { tiles: products.map(toTile), hasMore: feed.has_more === true && products.length > 0 };
}
