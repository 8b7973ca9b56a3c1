import type { Seller } from '../../../src/contract';
import { shopDetailPath } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { Img } from '../../../src/ui/Img';
import styles from './widget.module.css';

/** The seller behind the product; a tap opens its store the way its jump object says. */
/** The store's main business, labelled once: some back ends write the label into the value too. */
const scopeText = (scope: string) => `主营：${scope.replace(/^\s*主营\s*[：:]\s*/, '')}`;

export function StoreCard({ seller, storeShare }: { seller: Seller; storeShare?: string | number }) {
  const jump = seller.seller_jump_object;
  const to = shopDetailPath({
    seller_id: seller.seller_id,
    seller_store_type: jump?.seller_type,
    dealer_id: jump?.dealer_id || undefined,
    agency_store_id: jump?.agency_store_id || undefined,
    store_share: storeShare,
  });
  const tags = [
    { text: seller.seller_tag?.customer_store_grand, image: seller.seller_tag?.store_grand_url },
    { text: seller.seller_tag?.customer_store_contract, image: seller.seller_tag?.store_contract_url },
  ].filter((tag) => tag.text || tag.image);
  return (
    <AppLink className={styles.store} to={to} data-seller-id={seller.seller_id}>
      <Img className={styles.storeLogo} src={seller.logo} alt="" ratio={1} />
      <span className={styles.storeBody}>
        <span className={styles.storeName}>{seller.store_name}</span>
        {tags.length ? (
          <span className={styles.storeTags}>
            {tags.map((tag, index) =>
              tag.image ? (
                <Img key={index} className={styles.storeTag} src={tag.image} alt={tag.text || '店铺标签'} />
              ) : (
                <span key={index} className={styles.storeTagText}>{tag.text}</span>
              ),
            )}
          </span>
        ) : null}
        {seller.business_scope ? <span className={styles.storeScope}>{scopeText(seller.business_scope)}</span> : null}
      </span>
      <span className={styles.storeEnter}>进店逛逛 ›</span>
    </AppLink>
  );
}
