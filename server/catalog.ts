/** Loads the read-only demo catalogue from fixtures/demo and indexes it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category, HomeInfo, NavConfig } from '../src/contract/index.ts';
import type { Catalog, CatalogChild, CatalogCoupon, CatalogProduct, CatalogSeller, MissionDef } from './model.ts';

export interface CatalogIndex extends Catalog {
  product: (id: number) => CatalogProduct | undefined;
  /** Resolves a bought id: a child product id or a product id without attributes. */
  buyable: (id: number) => { product: CatalogProduct; child: CatalogChild | undefined } | undefined;
  seller: (id: number) => CatalogSeller | undefined;
  sellerByAgencyStore: (agencyStoreId: number) => CatalogSeller | undefined;
}

function readJson<T>(dir: string, name: string): T {
  return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
}

export function loadCatalog(dir: string): CatalogIndex {
  const home = readJson<{ home: HomeInfo; feed_order: number[] }>(dir, 'home.json');
  const missions = readJson<{ missions: MissionDef[]; sign_rewards: number[] }>(dir, 'missions.json');
  const catalog: Catalog = {
    categories: readJson<(Category & { image: string })[]>(dir, 'categories.json'),
    sellers: readJson<CatalogSeller[]>(dir, 'sellers.json'),
    products: readJson<CatalogProduct[]>(dir, 'products.json'),
    home: home.home,
    feed_order: home.feed_order,
    guides: readJson<NavConfig[]>(dir, 'guides.json'),
    coupons: readJson<CatalogCoupon[]>(dir, 'coupons.json'),
    missions: missions.missions,
    sign_rewards: missions.sign_rewards,
    route_pages: readJson<Record<string, number>>(dir, 'route-pages.json'),
  };
  const products = new Map(catalog.products.map((p) => [p.product_id, p]));
  const children = new Map<number, { product: CatalogProduct; child: CatalogChild }>();
  for (const product of catalog.products) {
    for (const child of product.child_products) children.set(child.product_id, { product, child });
  }
  const sellers = new Map(catalog.sellers.map((s) => [s.seller_id, s]));
  return {
    ...catalog,
    product: (id) => products.get(id),
    buyable: (id) => {
      const found = children.get(id);
      if (found) return found;
      const product = products.get(id);
      return product && product.child_products.length === 0 ? { product, child: undefined } : undefined;
    },
    seller: (id) => sellers.get(id),
    sellerByAgencyStore: (agencyStoreId) => catalog.sellers.find((s) => s.agency_store_id === agencyStoreId && agencyStoreId > 0),
  };
}
