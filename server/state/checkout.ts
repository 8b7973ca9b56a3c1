/**
 * What a cart may buy, checked against stock per bought id and the per-customer limit per product
 * (summed over all its variants and the customer's open orders). Order confirm and create share it;
 * create checks and takes the stock in one synchronous step (place-trade.ts), so no other request
 * can run in between.
 */
import type { Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { CatalogChild, CatalogProduct } from '../model.ts';
import { stockOf } from './stock.ts';

export interface Line {
  /** The bought id: a child product, or a product without attributes. */
  id: number;
  product: CatalogProduct;
  child: CatalogChild | undefined;
  qty: number;
}

/** Units of a product (any variant) this customer has in orders that were not closed. */
function boughtBefore(deps: Deps, customerId: number, productId: number): number {
  let units = 0;
  for (const order of deps.store.state.orders) {
    if (order.customer_id !== customerId || order.status === 6) continue;
    for (const item of order.items) if (item.parent_id === productId) units += item.qty;
  }
  return units;
}

/** The cart's lines, or the first reason it cannot be bought. */
export function checkoutLines(deps: Deps, cart: Map<number, number>, customerId: number): Line[] {
  const lines = [...cart].map(([id, qty]): Line => {
    const found = deps.catalog.buyable(id);
    if (!found) throw new ApiError(CODE.BAD_PARAM, deps.catalog.product(id) ? '请选择商品规格' : '商品不存在或已下架');
    return { id, product: found.product, child: found.child, qty };
  });
  for (const line of lines) {
    if (stockOf(deps, line.id) < line.qty) throw new ApiError(CODE.STOCK, `${line.product.title} 库存不足`);
  }
  const perProduct = new Map<number, { product: CatalogProduct; qty: number }>();
  for (const line of lines) {
    const entry = perProduct.get(line.product.product_id) ?? { product: line.product, qty: 0 };
    entry.qty += line.qty;
    perProduct.set(line.product.product_id, entry);
  }
  for (const { product, qty } of perProduct.values()) {
    const limit = product.limit_num;
    if (limit > 0 && boughtBefore(deps, customerId, product.product_id) + qty > limit) {
      throw new ApiError(CODE.LIMIT, `该商品每人限购${limit}件`);
    }
  }
  return lines;
}
