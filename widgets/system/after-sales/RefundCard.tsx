import { useId } from 'react';
import type { RefundItem, RefundProduct } from '../../../src/contract';
import { contactSeller } from '../../../src/mall/contact';
import { LineItem } from '../../../src/ui/LineItem';
import { formatPrice } from '../../../src/ui/price';
import { RefundTypeIcon } from './RefundTypeIcon';
import styles from './widget.module.css';

function RefundProductRow({ product }: { product: RefundProduct }) {
  const amount = Number(product.amount);
  const gold = Number(product.integral);
  return (
    <LineItem image={product.image} title={product.name} note={product.attribute_desc} quantity={product.qty}>
      {amount > 0 || gold > 0 ? (
        <span className={styles.money}>
          {amount > 0 ? <span>{`退款 ${formatPrice(amount)}`}</span> : null}
          {gold > 0 ? <span>{`退还金币 ${gold}`}</span> : null}
        </span>
      ) : null}
    </LineItem>
  );
}

/** One after-sales request: its store, kind, products and status, and a way to reach the seller. */
export function RefundCard({ refund }: { refund: RefundItem }) {
  const storeId = useId();
  const { seller, products } = refund;
  const isDealer = seller.is_dealer === 1;
  const first = products[0];
  const contact = () =>
    void contactSeller({
      isDealer,
      agencyStoreId: seller.agency_store_id,
      about: first ? { title: first.name, img: first.image } : undefined,
    });
  return (
    <li className={styles.card} data-refund-id={refund.id}>
      <header className={styles.cardHead}>
        <h2 id={storeId} className={styles.store}>
          {seller.store_name}
        </h2>
        <span className={styles.status}>{refund.status_label}</span>
      </header>
      <p className={styles.kind}>
        <RefundTypeIcon refundType={refund.refund_type} />
        <span>{refund.refund_type_label}</span>
      </p>
      <ul className={styles.products}>
        {products.map((product, index) => (
          <RefundProductRow key={index} product={product} />
        ))}
      </ul>
      <footer className={styles.cardFoot}>
        <button type="button" className={styles.contact} onClick={contact} aria-describedby={storeId}>
          {isDealer ? '联系店主' : '联系商家'}
        </button>
      </footer>
    </li>
  );
}
