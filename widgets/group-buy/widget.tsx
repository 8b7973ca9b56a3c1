import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget, useInFirstScreen } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import { formatPrice } from '../../src/ui/price';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface GroupBuyItem {
  product_id: number | string;
  title: string;
  image: string;
  price: number | string;
  group_price: number | string;
  group_size: number;
  action?: AdTarget;
}

export interface GroupBuyProps {
  title?: string;
  items: GroupBuyItem[];
}

/** CONTRACT §3: without an action a card opens the product's group buy (an app or mini-program screen). */
export function groupBuyAction(item: GroupBuyItem): AdTarget {
  return item.action ?? { target: 'group_buy', target_id: String(item.product_id) };
}

function GroupBuy({ props }: { props: GroupBuyProps }) {
  const eager = useInFirstScreen();
  const title = props.title?.trim() || '拼团特惠';
  return (
    <section className={styles.groupBuy} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      <ul className={styles.list}>
        {props.items.map((item, index) => (
          <li key={`${item.product_id}#${index}`} data-product-id={item.product_id}>
            <button type="button" className={styles.card} onClick={() => void runAction(groupBuyAction(item))}>
              <span className={styles.media}>
                <Img src={item.image} alt={item.title} ratio={1} eager={eager && index < 2} />
                <span className={styles.size}>{item.group_size}人团</span>
              </span>
              <span className={styles.body}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.prices}>
                  <span className={styles.groupPrice}>
                    <span className={styles.label}>拼团价</span>
                    {formatPrice(item.group_price)}
                  </span>
                  <del className={styles.price}>{formatPrice(item.price)}</del>
                </span>
                <span className={styles.cta} aria-hidden="true">
                  去拼团
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default defineWidget<GroupBuyProps>({ type: 'group-buy', validate, component: GroupBuy });
