import { memo } from 'react';
import { Img } from './Img';
import { formatPrice } from './price';
import styles from './ProductCard.module.css';

/** What every product tile shows, whatever list it comes from (grid widget, feeds, stores). */
export interface ProductTile {
  id: string | number;
  title: string;
  image: string;
  /** A number from an answer; the grid widget's props may write it as text. */
  price: number | string;
  subTitle?: string;
  marketPrice?: number | string;
  tag?: string;
  soldText?: string;
}

interface ProductCardProps {
  product: ProductTile;
  /** 1: a wide row with the image on the left; 2 or 3: a tile. */
  columns: 1 | 2 | 3;
  onOpen: (product: ProductTile) => void;
  eager?: boolean;
}

/**
 * A card without a tag or a struck-out price has no box for either: the picture is the media box, the
 * price its own row. A long page draws hundreds of cards, and every element is paid for.
 */
export const ProductCard = memo(function ProductCard({ product, columns, onOpen, eager }: ProductCardProps) {
  const picture = <Img src={product.image} alt={product.title} ratio={1} eager={eager} className={product.tag ? undefined : styles.media} />;
  const marketPrice =
    product.marketPrice !== undefined && columns !== 3 ? <span className={styles.market}>{formatPrice(product.marketPrice)}</span> : null;
  const price = formatPrice(product.price);
  return (
    <button
      type="button"
      className={columns === 1 ? styles.row : styles.tile}
      data-product-id={product.id}
      onClick={() => onOpen(product)}
    >
      {product.tag ? (
        <span className={styles.media}>
          {picture}
          <span className={styles.tag}>{product.tag}</span>
        </span>
      ) : (
        picture
      )}
      <span className={styles.body}>
        <span className={columns === 3 ? styles.titleSmall : styles.title}>{product.title}</span>
        {product.subTitle && columns !== 3 ? <span className={styles.sub}>{product.subTitle}</span> : null}
        {marketPrice ? (
          <span className={styles.prices}>
            <span className={styles.price}>{price}</span>
            {marketPrice}
          </span>
        ) : (
          <span className={`${styles.prices} ${styles.price}`}>{price}</span>
        )}
        {product.soldText && columns !== 3 ? <span className={styles.sold}>{product.soldText}</span> : null}
      </span>
    </button>
  );
});
