import type { OrderProduct } from '../../contract';
import { LineItem } from '../../ui/LineItem';

/** An order's products as lines, in the list (inside a link: `span`) and in the detail (`li`). */
export function OrderProductLines({ products, as }: { products: OrderProduct[]; as?: 'li' | 'span' }) {
  return (
    <>
      {products.map((product, index) => (
        <LineItem
          // The same child product may come twice (two lines of one order), so the place is part of the key.
          key={`${product.product_id}-${index}`}
          as={as}
          image={product.image}
          title={product.name}
          note={product.property}
          price={product.price}
          quantity={product.buy_qty}
        />
      ))}
    </>
  );
}
