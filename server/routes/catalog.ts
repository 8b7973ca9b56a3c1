/** Home, feed, categories, product detail and store home. */
import type { CategoryDetail, FeedPage, Product, Store, Wire } from '../../src/contract/index.ts';
import { answer, currentCustomer, num, pageOf, paging, type App, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { CatalogProduct } from '../model.ts';
import { soldDesc } from '../money.ts';
import { fansTotal, productCard, sellerOf } from '../present.ts';
import { productStock, soldOf, stockOf } from '../state/stock.ts';

export function registerCatalog(app: App, deps: Deps): void {
  const { catalog } = deps;

  app.get('/v1/index/get', answer(() => catalog.home));

  app.get('/v1/index/footer/product/list', answer((c): Wire<FeedPage> => {
    const { page, size } = paging(c, 20);
    const tab = num(c, 'tab_id', 0);
    const ids = tab === 0 ? catalog.feed_order : catalog.feed_order.filter((id) => catalog.product(id)?.top_cid === tab);
    const products = ids.map((id) => catalog.product(id)).filter((p): p is CatalogProduct => !!p);
    const { slice, has_more } = pageOf(products, page, size);
    return { products: slice.map((p) => productCard(deps, p)), has_more, tips: has_more ? '' : '—— 已经到底啦 ——' };
  }));

  app.get('/v1/category/index', answer(() => catalog.categories.map(({ id, name, childs }) => ({ id, name, childs }))));

  app.get('/v1/category/detail', answer((c): Wire<CategoryDetail> => {
    const topCid = num(c, 'top_cid');
    const cid = num(c, 'cid');
    const top = catalog.categories.find((cat) => cat.id === topCid) ?? catalog.categories.find((cat) => cat.childs.some((ch) => ch.id === cid));
    if (!top) throw new ApiError(CODE.NOT_FOUND, '分类不存在');
    const child = top.childs.find((ch) => ch.id === cid);
    const products = catalog.products.filter((p) => p.top_cid === top.id && (!child || p.cid === child.id));
    const { page, size } = paging(c, 100);
    const { slice, has_more } = pageOf(products, page, size);
    return { title_name: child?.name ?? top.name, items: slice.map((p) => productCard(deps, p)), has_more };
  }));

  app.get('/v1/product/detail/get', answer((c): Wire<Product> => {
    const product = catalog.product(num(c, 'product_id'));
    if (!product) throw new ApiError(CODE.NOT_FOUND, '商品不存在或已下架');
    const seller = catalog.seller(product.seller_id);
    if (!seller) throw new ApiError(CODE.NOT_FOUND, '店铺不存在');
    const customer = currentCustomer(c, deps);
    const favorites = customer ? (deps.store.state.favorites[String(customer.customer_id)] ?? []) : [];
    return {
      product_id: product.product_id,
      title: product.title,
      sub_title: product.sub_title,
      images: product.images,
      price_object: { price: product.price, market_price: product.market_price },
      stock: productStock(deps, product),
      sold_num_desc: soldDesc(soldOf(deps, product)),
      limit_num: product.limit_num,
      sale_type: product.sale_type,
      is_favorite: favorites.includes(product.product_id) ? 1 : 0,
      desc_image: product.desc_image,
      services: product.services,
      attributes: product.attributes,
      child_products: product.child_products.map((child) => ({
        sku_code: child.sku_code,
        stock: stockOf(deps, child.product_id),
        price_object: { price: child.price },
        product_id: child.product_id,
      })),
      seller: sellerOf(seller),
    };
  }));

  app.get('/v1/seller/index', answer((c): Wire<Store> => {
    const seller = catalog.seller(num(c, 'seller_id')) ?? catalog.sellerByAgencyStore(num(c, 'agency_store_id'));
    if (!seller) throw new ApiError(CODE.NOT_FOUND, '店铺不存在');
    const customer = currentCustomer(c, deps);
    const follows = customer ? (deps.store.state.follows[String(customer.customer_id)] ?? []) : [];
    const products = catalog.products.filter((p) => p.seller_id === seller.seller_id);
    const { page, size } = paging(c, 20);
    const { slice, has_more } = pageOf(products, page, size);
    return {
      seller: { banner: seller.banner, logo: seller.logo, name: seller.store_name, seller_id: seller.seller_id },
      is_dealer: seller.is_dealer,
      dealer_info: seller.dealer_info,
      seller_tag: seller.seller_tag,
      fans_total: fansTotal(deps, seller),
      on_sale_title: `在售商品(${products.length})`,
      is_favorite: follows.includes(seller.seller_id) ? 1 : 0,
      products: slice.map((p) => productCard(deps, p)),
      has_more,
    };
  }));
}
