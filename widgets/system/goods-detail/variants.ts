/**
 * Variant and quantity rules of mall-spec §4/§5 and CONTRACT §5, as pure functions over the product
 * detail: what is chosen, what can still be chosen, and what the choice costs.
 */
import type { Attribute, ChildProduct } from '../../../src/contract';

/** What the rules need of a product (a subset of the detail answer). */
export interface VariantProduct {
  product_id: number;
  price_object: { price: number };
  stock: number;
  limit_num: number;
  attributes: readonly Attribute[];
  child_products: readonly ChildProduct[];
}

/** The chosen option id per attribute, in attribute order; null = nothing chosen yet. */
export type Selection = readonly (number | null)[];

/** What the popup shows and what buying sends. */
export interface Offer {
  price: number;
  stock: number;
  /** The child product when every attribute is chosen and it exists, else the product itself. */
  productId: number;
  /** Every attribute has a choice. */
  complete: boolean;
}

export const NO_LIMIT_QUANTITY_CAP = 99;

const optionIdsOf = (child: ChildProduct): string[] => String(child.sku_code).split('_');

/** Variant code (mall-spec §3): the chosen option ids joined by `_`; one attribute: the id alone. */
export function variantCode(selection: Selection): string | null {
  if (selection.length === 0 || selection.some((id) => id === null)) return null;
  return selection.join('_');
}

export function childFor(product: VariantProduct, selection: Selection): ChildProduct | undefined {
  const code = variantCode(selection);
  return code === null ? undefined : product.child_products.find((child) => String(child.sku_code) === code);
}

/**
 * "Combined stock" (CONTRACT §5) of an option: over the child products that contain it and agree
 * with what is chosen on the other attributes. With the others all chosen that is the one child the
 * option completes; with nothing else chosen, every child containing the option. A child product
 * the server did not send counts as none in stock.
 */
export function combinedStock(product: VariantProduct, selection: Selection, attributeIndex: number, optionId: number): number {
  const width = product.attributes.length;
  return product.child_products
    .filter((child) => {
      const ids = optionIdsOf(child);
      if (ids.length !== width || ids[attributeIndex] !== String(optionId)) return false;
      return selection.every((chosen, index) => index === attributeIndex || chosen === null || ids[index] === String(chosen));
    })
    .reduce((sum, child) => sum + child.stock, 0);
}

export function isOptionDisabled(product: VariantProduct, selection: Selection, attributeIndex: number, optionId: number): boolean {
  return combinedStock(product, selection, attributeIndex, optionId) === 0;
}

/** The opening selection: nothing, except that a single attribute starts on its first option in stock. */
export function initialSelection(product: VariantProduct): Selection {
  const empty: Selection = product.attributes.map(() => null);
  if (product.attributes.length !== 1) return empty;
  const first = product.attributes[0]?.options.find((option) => !isOptionDisabled(product, empty, 0, option.option_id));
  return [first ? first.option_id : null];
}

/**
 * A tap on an option: choosing activates it and releases its siblings; tapping the active one
 * deselects it; a disabled option changes nothing.
 */
export function toggleOption(product: VariantProduct, selection: Selection, attributeIndex: number, optionId: number): Selection {
  if (selection[attributeIndex] === optionId) return selection.map((id, index) => (index === attributeIndex ? null : id));
  if (isOptionDisabled(product, selection, attributeIndex, optionId)) return selection;
  return selection.map((id, index) => (index === attributeIndex ? optionId : id));
}

/**
 * Price, stock and product id for the current choice: the matching child product's, or the
 * product's own defaults while the choice is incomplete. A complete choice with no matching child
 * product cannot be bought: stock 0.
 */
export function offerFor(product: VariantProduct, selection: Selection): Offer {
  const defaults: Offer = { price: product.price_object.price, stock: product.stock, productId: product.product_id, complete: false };
  if (product.attributes.length === 0) return { ...defaults, complete: true };
  if (variantCode(selection) === null) return defaults;
  const child = childFor(product, selection);
  if (!child) return { ...defaults, stock: 0, complete: true };
  return { price: child.price_object.price, stock: child.stock, productId: child.product_id, complete: true };
}

/** The first attribute still without a choice, for 请选择 + its label. */
export function firstMissingAttribute(product: VariantProduct, selection: Selection): Attribute | undefined {
  return product.attributes.find((_, index) => selection[index] === null || selection[index] === undefined);
}

/** mall-spec §5: the stepper goes up to limit_num, or 99 when there is no limit (0). */
export function quantityCap(limitNum: number): number {
  return limitNum > 0 ? Math.floor(limitNum) : NO_LIMIT_QUANTITY_CAP;
}

/** Whatever was typed, a whole number between 1 and the cap. */
export function clampQuantity(value: unknown, cap: number): number {
  const whole = Math.floor(Number(value));
  if (!Number.isFinite(whole) || whole < 1) return 1;
  return Math.min(whole, cap);
}

/** The chosen options' titles, for the "已选" line. */
export function chosenTitles(product: VariantProduct, selection: Selection): string[] {
  return product.attributes.flatMap((attribute, index) => {
    const option = attribute.options.find((candidate) => candidate.option_id === selection[index]);
    return option ? [option.title] : [];
  });
}
