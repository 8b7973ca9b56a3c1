import { useCallback, useMemo } from 'react';
import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget } from '../../src/core/renderer';
import { ProductCard, type ProductTile } from '../../src/ui/ProductCard';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface ProductGridItem {
  product_id: number | string;
  title: string;
  image: string;
  price: string | number;
  sub_title?: string;
  market_price?: string | number;
  tag?: string;
  action?: AdTarget;
}

export interface ProductGridProps {
  columns: 1 | 2 | 3;
  items: ProductGridItem[];
}

const COLUMN_CLASS = { 1: styles.columns1, 2: styles.columns2, 3: styles.columns3 } as const;

function toTile(item: ProductGridItem): ProductTile {
  return {
    id: item.product_id,
    title: item.title,
    image: item.image,
    price: item.price,
    subTitle: item.sub_title,
    marketPrice: item.market_price,
    tag: item.tag,
  };
}

/** CONTRACT §3: a product item without an action opens its goods detail. */
function openProductItem(item: ProductGridItem): void {
  void runAction(item.action ?? { target: 'product', target_id: String(item.product_id) });
}

function ProductGrid({ props }: { props: ProductGridProps }) {
  const { columns, items } = props;
  const tiles = useMemo(() => new Map(items.map((item) => [toTile(item), item])), [items]);
  // One stable callback keeps every memoised card from re-rendering with the grid.
  const open = useCallback((tile: ProductTile) => {
    const item = tiles.get(tile);
    if (item) openProductItem(item);
  }, [tiles]);
  if (items.length === 0) return null;
  return (
    <ul className={COLUMN_CLASS[columns]}>
      {Array.from(tiles.keys(), (tile, index) => (
        <li key={`${tile.id}#${index}`} className={styles.cell}>
          <ProductCard product={tile} columns={columns} onOpen={open} />
        </li>
      ))}
    </ul>
  );
}

export default defineWidget<ProductGridProps>({ type: 'product-grid', validate, component: ProductGrid });
