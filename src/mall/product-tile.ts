import type { ProductCard } from '../contract';
import type { ProductTile } from '../ui/ProductCard';

/** A product as the server lists it (feeds, categories, stores, recommendations), as a tile. */
export function toTile(product: ProductCard): ProductTile {
  return {
    id: product.product_id,
    title: product.title,
    image: product.image,
    price: product.price_object.price,
    subTitle: product.sub_title || undefined,
    marketPrice: product.price_object.market_price ?? undefined,
    soldText: product.sold_num_desc || undefined,
  };
}
