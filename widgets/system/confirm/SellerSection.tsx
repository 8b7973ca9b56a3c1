import type { ConfirmSellerOrder } from '../../../src/contract';
import { LineItem } from '../../../src/ui/LineItem';
import { formatPrice } from '../../../src/ui/price';
import styles from './widget.module.css';

const REMARK_MAX = 200;

interface SellerSectionProps {
  order: ConfirmSellerOrder;
  remark: string;
  locked: boolean;
  onRemark: (text: string) => void;
}

const isFree = (price: number) => price === 0;

/** One seller's part of the order: products, freight, a remark for the seller, the subtotal. */
export function SellerSection({ order, remark, locked, onRemark }: SellerSectionProps) {
  const { seller } = order;
  const remarkId = `confirm-remark-${seller.seller_id}`;
  return (
    <section className={styles.card} aria-label={seller.store_name} data-seller-id={seller.seller_id}>
      <h2 className={styles.cardTitle}>{seller.store_name}</h2>
      <ul className={styles.products}>
        {order.products.map((product, index) => (
          <LineItem
            // mall-spec §3's confirm products carry no id.
            key={product.product_id ?? `#${index}`}
            image={product.image}
            title={product.title}
            note={product.property.map((p) => p.alias_name).join(' ')}
            price={product.price}
            quantity={product.num}
          />
        ))}
      </ul>
      <p className={styles.line}>
        <span>运费</span>
        <span>{isFree(order.freight.price) ? '包邮' : formatPrice(order.freight.price)}</span>
      </p>
      <p className={styles.line}>
        <label htmlFor={remarkId}>订单备注</label>
        <input
          id={remarkId}
          className={styles.remark}
          value={remark}
          maxLength={REMARK_MAX}
          placeholder="选填，建议先和商家沟通"
          readOnly={locked}
          onChange={(event) => onRemark(event.target.value)}
        />
      </p>
      <p className={styles.subtotal}>
        共{order.num}件 小计 <strong className={styles.money}>{formatPrice(order.price.pay_price)}</strong>
      </p>
    </section>
  );
}
