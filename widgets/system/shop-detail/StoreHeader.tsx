import { followStore, unfollowStore } from '../../../src/api/store';
import type { SellerTag, Store } from '../../../src/contract';
import { toastSuccess } from '../../../src/core/feedback';
import { ensureLoggedIn } from '../../../src/core/session';
import { contactSeller } from '../../../src/mall/contact';
import { Img } from '../../../src/ui/Img';
import { SingleFlightButton } from '../../../src/ui/SingleFlightButton';
import styles from './widget.module.css';

/** "12 人关注", "1.2万 人关注": large counts are shortened (rounded down, never overstated). */
export function fansText(total: number | undefined): string {
  const count = Number.isFinite(total) && Number(total) > 0 ? Math.floor(Number(total)) : 0;
  if (count < 10000) return `${count} 人关注`;
  return `${Math.floor(count / 1000) / 10}万 人关注`;
}

interface FollowButtonProps {
  sellerId: number;
  followed: boolean;
  refresh: () => Promise<unknown>;
}

function FollowButton({ sellerId, followed, refresh }: FollowButtonProps) {
  const toggle = async () => {
    if (!ensureLoggedIn()) return;
    if (followed) {
      await unfollowStore({ id: sellerId });
      toastSuccess('取消关注成功');
    } else {
      await followStore({ id: sellerId });
      toastSuccess('关注成功');
    }
    // The button shows what the reloaded store says (mall-spec), not a guess made before it.
    await refresh();
  };
  return (
    <SingleFlightButton className={followed ? styles.followed : styles.action} onTap={toggle}>
      {followed ? '已关注' : '关注'}
    </SingleFlightButton>
  );
}

function ContactButton({ agencyStoreId }: { agencyStoreId?: string | number }) {
  return (
    // Anonymous visitors are sent to login inside contactSeller.
    <SingleFlightButton className={styles.action} onTap={() => contactSeller({ isDealer: true, agencyStoreId })}>
      联系店主
    </SingleFlightButton>
  );
}

/** The grade and contract badges: the server's badge image, or its words when it sent no image. */
function SellerTags({ tag }: { tag: SellerTag | undefined }) {
  const tags = [
    { text: tag?.customer_store_grand ?? '', image: tag?.store_grand_url ?? '' },
    { text: tag?.customer_store_contract ?? '', image: tag?.store_contract_url ?? '' },
  ].filter((item) => item.text || item.image);
  if (!tags.length) return null;
  return (
    <ul className={styles.tags}>
      {tags.map((item, index) => (
        <li key={index}>
          {item.image ? <Img className={styles.tagImage} src={item.image} alt={item.text} eager /> : <span className={styles.tagText}>{item.text}</span>}
        </li>
      ))}
    </ul>
  );
}

interface StoreHeaderProps {
  store: Store;
  agencyStoreId?: string | number;
  refresh: () => Promise<unknown>;
}

export function StoreHeader({ store, agencyStoreId, refresh }: StoreHeaderProps) {
  const { seller, dealer_info: dealer } = store;
  const isDealer = store.is_dealer === 1;
  return (
    <header className={styles.header}>
      {seller.banner ? <Img src={seller.banner} alt={`${seller.name}店铺横幅`} ratio={750 / 300} eager /> : null}
      <div className={styles.card}>
        <span className={styles.logo}>
          <Img src={seller.logo} alt={`${seller.name}店铺标志`} ratio={1} eager />
        </span>
        <div className={styles.identity}>
          <h1 className={styles.name}>{seller.name}</h1>
          {isDealer && dealer?.name ? (
            <p className={styles.dealer}>
              <span className={styles.dealerLogo}>
                <Img src={dealer.logo} alt={`${dealer.name}头像`} ratio={1} eager />
              </span>
              <span className={styles.dealerName}>店主：{dealer.name}</span>
            </p>
          ) : null}
          <SellerTags tag={store.seller_tag} />
          <p className={styles.fans}>{fansText(store.fans_total)}</p>
        </div>
        {isDealer ? (
          <ContactButton agencyStoreId={agencyStoreId} />
        ) : (
          <FollowButton sellerId={seller.seller_id} followed={store.is_favorite === 1} refresh={refresh} />
        )}
      </div>
    </header>
  );
}
