import type { ReactNode } from 'react';
import { Img } from './Img';
import { formatPrice } from './price';
import styles from './LineItem.module.css';

interface LineItemProps {
  image: string;
  title: string;
  /** The chosen attributes, e.g. "规格:500g". */
  note?: string;
  /** Unit price; left out where the row is about something else (an after-sales request). */
  price?: number;
  quantity: number;
  /** `span` inside a link (a list row that opens its order); `li` in a list. */
  as?: 'li' | 'span';
  /** More lines under the note (refund amounts). */
  children?: ReactNode;
}

/** One product line of an order, a confirm page or an after-sales request: picture, name, note, price, quantity. */
export function LineItem({ image, title, note, price, quantity, as: Tag = 'li', children }: LineItemProps) {
  return (
    <Tag className={styles.line}>
      <Img src={image} alt={title} ratio={1} className={styles.image} />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {note ? <span className={styles.muted}>{note}</span> : null}
        {children}
      </span>
      <span className={styles.end}>
        {price === undefined ? null : formatPrice(price)}
        <span className={styles.muted}>×{quantity}</span>
      </span>
    </Tag>
  );
}
