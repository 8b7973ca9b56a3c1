import { useMemo } from 'react';
import { PAGE_SIZE } from '../../../src/api/constants';
import { listFavoriteProducts } from '../../../src/api/customer';
import type { FavoriteProductItem, FavoriteProductPage } from '../../../src/contract';
import { defineWidget } from '../../../src/core/renderer';
import { MALL_PATHS } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import type { ProductTile } from '../../../src/ui/ProductCard';
import { ProductFeedList, type FeedChunk } from '../../../src/ui/feed/ProductFeedList';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export type CollectProps = Record<string, never>;

const EMPTY_TEXT = '暂无收藏商品';

const toFavoriteTile = (item: FavoriteProductItem): ProductTile => ({
  id: item.sh_id,
  title: item.sh_name,
  image: item.sh_image,
  price: item.sh_price_object.sh_price,
});

/**
 * Pages of favourites for the list, starting from the first page already loaded for the heading.
 * The answer has no "has more", only a total (page-end.ts ends the list on it, or on a short page).
 */
function favoritePages(first: FavoriteProductPage): (page: number) => Promise<FeedChunk> {
  return async (page) => {
    const answer = page === 1 ? first : await listFavoriteProducts({ page });
    return { tiles: answer.sh_products.map(toFavoriteTile), total: answer.sh_total, pageSize: PAGE_SIZE };
  };
}

function NoFavorites() {
  return (
    <div className={styles.empty}>
      <svg className={styles.emptyIcon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <p className={styles.emptyText}>{EMPTY_TEXT}</p>
      <AppLink className={styles.browse} to={MALL_PATHS.home}>
        去逛逛
      </AppLink>
    </div>
  );
}

function Favorites({ first }: { first: FavoriteProductPage }) {
  const fetchPage = useMemo(() => favoritePages(first), [first]);
  const empty = first.sh_total === 0 || first.sh_products.length === 0;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>我的收藏</h1>
        {empty || first.sh_total === undefined ? null : <span className={styles.count}>{`共 ${first.sh_total} 件`}</span>}
      </header>
      {empty ? <NoFavorites /> : <ProductFeedList fetchPage={fetchPage} columns={1} emptyText={EMPTY_TEXT} />}
    </div>
  );
}

/**
 * /mall/collect (mall-spec §2): the shopper's favourite products. The first page is loaded up front
 * so the total and the empty state are known before the list shows; later pages load as they scroll.
 */
function Collect() {
  const remote = useRemote(() => listFavoriteProducts({ page: 1 }), []);
  return <RemoteView remote={remote}>{(first) => <Favorites first={first} />}</RemoteView>;
}

export default defineWidget<CollectProps>({ type: 'system:collect', validate, component: Collect });
