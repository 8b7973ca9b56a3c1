/** Builds wire shapes (`Wire<T>` of src/contract/) from catalogue records and state. */
import type { ProductCard, ProductProperty, Seller, Wire } from '../src/contract/index.ts';
import type { Deps } from './context.ts';
import type { CatalogProduct, CatalogSeller } from './model.ts';
import { soldDesc } from './money.ts';
import { productStock, soldOf } from './state/stock.ts';

export function productCard(deps: Deps, p: CatalogProduct): Wire<ProductCard> {
  return {
    product_id: p.product_id,
    title: p.title,
    sub_title: p.sub_title,
    image: p.images[0] ?? '',
    price_object: { price: p.price, market_price: p.market_price },
    sold_num_desc: soldDesc(soldOf(deps, p)),
    stock: productStock(deps, p),
  };
}

export function sellerOf(s: CatalogSeller): Seller {
  return {
    seller_id: s.seller_id,
    store_name: s.store_name,
    logo: s.logo,
    business_scope: s.business_scope,
    seller_is_dealer: s.is_dealer,
    seller_tag: s.seller_tag,
    seller_jump_object: { seller_type: s.seller_type, dealer_id: s.dealer_id, agency_store_id: s.agency_store_id },
  };
}

export function fansTotal(deps: Deps, s: CatalogSeller): number {
  const followers = Object.values(deps.store.state.follows).filter((ids) => ids.includes(s.seller_id)).length;
  return s.fans_base + followers;
}

/** The chosen options of a variant, from its sku_code. */
export function propertyOf(product: CatalogProduct, skuCode: string): ProductProperty[] {
  const ids = skuCode.split('_').map(Number);
  return product.attributes.map((attribute, i) => ({
    attribute_label: attribute.label,
    alias_name: attribute.options.find((option) => option.option_id === ids[i])?.title ?? '',
  }));
}
