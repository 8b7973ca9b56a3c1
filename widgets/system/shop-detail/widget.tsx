import { setPageTitle } from '../../../src/core/host';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { PAGE_SIZE } from '../../../src/api/constants';
import { getStore } from '../../../src/api/store';
import type { Store, StoreQuery } from '../../../src/contract';
import { navigate } from '../../../src/core/navigation';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { goodsDetailPath } from '../../../src/mall/paths';
import { ProductFeedList, type FeedChunk } from '../../../src/ui/feed/ProductFeedList';
import { toTile } from '../../../src/mall/product-tile';
import type { ProductTile } from '../../../src/ui/ProductCard';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import { StoreHeader } from './StoreHeader';
import styles from './widget.module.css';

export interface ShopDetailProps {
  seller_id?: string | number;
  seller_store_type?: string | number;
  dealer_id?: string | number;
  agency_store_id?: string | number;
  store_share?: string | number;
}

type StoreAddress = Omit<StoreQuery, 'page' | 'page_size'>;

/** One page of the store's products for the feed list (asked PAGE_SIZE at a time). */
function storeChunk(store: Store): FeedChunk {
  return { tiles: store.products.map(toTile), hasMore: store.has_more, pageSize: PAGE_SIZE };
}

interface StoreScreenProps {
  store: Store;
  query: StoreAddress;
  refresh: () => Promise<unknown>;
}

function StoreScreen({ store, query, refresh }: StoreScreenProps) {
  // Page 1 of the products came with the store itself; a quiet reload after a follow must not
  // restart the list, so the list keeps the first answer and asks the server for later pages only.
  const firstAnswer = useRef(store);
  const fetchPage = useCallback(
    async (page: number) => storeChunk(page === 1 ? firstAnswer.current : await getStore({ ...query, page })),
    [query],
  );
  // Products of a dealer's store open with that store, so buying there credits it.
  const openProduct = useCallback(
    (product: ProductTile) =>
      navigate(goodsDetailPath({ id: product.id, agency_store_id: query.agency_store_id, store_share: query.store_share })),
    [query],
  );
  const name = store.seller.name;
  useEffect(() => {
    setPageTitle(name);
  }, [name]);

  const heading = store.on_sale_title || '全部商品';
  return (
    <div className={styles.screen}>
      <StoreHeader store={store} agencyStoreId={query.agency_store_id} refresh={refresh} />
      <section className={styles.products} aria-label={heading}>
        <h2 className={styles.heading}>{heading}</h2>
        <ProductFeedList fetchPage={fetchPage} columns={2} onOpen={openProduct} emptyText="该店铺暂无商品" />
      </section>
    </div>
  );
}

/** /mall/shop-detail (mall-spec §2): a store's header, follow or contact, and its products. */
function ShopDetail({ props }: WidgetRenderProps<ShopDetailProps>) {
  const { seller_id, seller_store_type, dealer_id, agency_store_id, store_share } = props;
  const query = useMemo<StoreAddress>(
    () => ({ seller_id, seller_store_type, dealer_id, agency_store_id, store_share }),
    [seller_id, seller_store_type, dealer_id, agency_store_id, store_share],
  );
  const remote = useRemote(() => getStore({ ...query, page: 1 }), [query]);
  return <RemoteView remote={remote}>{(store) => <StoreScreen store={store} query={query} refresh={remote.refresh} />}</RemoteView>;
}

export default defineWidget<ShopDetailProps>({ type: 'system:shop-detail', validate, component: ShopDetail });
