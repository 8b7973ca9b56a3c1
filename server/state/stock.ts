/** Live stock and sales figures (catalogue figures overlaid with state). */
import type { Deps } from '../context.ts';
import type { CatalogProduct } from '../model.ts';

export function stockOf(deps: Deps, id: number): number {
  return deps.store.state.stock[String(id)] ?? 0;
}

export function productStock(deps: Deps, product: CatalogProduct): number {
  if (product.child_products.length === 0) return stockOf(deps, product.product_id);
  return product.child_products.reduce((sum, child) => sum + stockOf(deps, child.product_id), 0);
}

export function soldOf(deps: Deps, product: CatalogProduct): number {
  return product.sold_base + (deps.store.state.sold[String(product.product_id)] ?? 0);
}

/** Adds `delta` (negative to take) to a bought id's stock and the parent's sales. */
export function moveStock(deps: Deps, id: number, parentId: number, delta: number): void {
  const { stock, sold } = deps.store.state;
  stock[String(id)] = (stock[String(id)] ?? 0) + delta;
  sold[String(parentId)] = (sold[String(parentId)] ?? 0) - delta;
}
