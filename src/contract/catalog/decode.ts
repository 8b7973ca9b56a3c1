/** Home, feed, categories, products and stores (mall-spec §3): what their screens need, and what they can do without. */
import type {
  Category,
  CategoryDetail,
  FavoriteState,
  FeedPage,
  FollowResult,
  HomeInfo,
  HomeItem,
  Product,
  ProductCard,
  SellerTag,
  Store,
  StoreOwnerInfo,
} from './types.ts';
import { adTarget } from '../target.ts';
import {
  answer,
  count,
  flag,
  hasMore,
  list,
  listSkippingBroken,
  number,
  object,
  optionalPrice,
  requiredNumber,
  requiredPrice,
  requiredText,
  text,
  texts,
  type Decoder,
} from '../read.ts';

const homeItem: Decoder<HomeItem> = object({ ...adTarget, image: text, title: text });

export const homeInfo = answer<HomeInfo>(
  'home',
  object({
    banner: object({ bg_image: object({ url: text }), list: list(homeItem) }),
    diamonds: object({ list: list(homeItem) }),
  }),
);

/** A product tile: without its id it cannot be opened, so that one tile is left out of its grid. */
export const productCard: Decoder<ProductCard> = object({
  product_id: requiredNumber,
  title: text,
  sub_title: text,
  image: text,
  price_object: object({ price: requiredPrice, market_price: optionalPrice }),
  sold_num_desc: text,
  stock: count,
});

export const productCards = listSkippingBroken(productCard);

export const feedPage = answer<FeedPage>('feed', object({ products: productCards, has_more: hasMore, tips: text }));

export const categories = answer<Category[]>(
  'categories',
  list(object({ id: requiredNumber, name: text, childs: list(object({ id: requiredNumber, name: text, small_image: text })) })),
);

export const categoryDetail = answer<CategoryDetail>(
  'category',
  object({ title_name: text, items: productCards, has_more: hasMore }),
);

export const sellerTag: Decoder<SellerTag> = object({
  customer_store_grand: text,
  store_grand_url: text,
  customer_store_contract: text,
  store_contract_url: text,
});

export const product = answer<Product>(
  'product',
  object({
    product_id: requiredNumber,
    title: text,
    sub_title: text,
    images: texts,
    price_object: object({ price: requiredPrice, market_price: optionalPrice }),
    stock: count,
    sold_num_desc: text,
    limit_num: count,
    sale_type: number,
    is_favorite: flag,
    desc_image: text,
    services: list(object({ title: text, desc: text, icon_url: text })),
    attributes: list(
      object({ label: text, options: list(object({ option_id: requiredNumber, title: text, image: text })) }),
    ),
    child_products: list(
      object({ sku_code: requiredText, stock: count, price_object: object({ price: requiredPrice }), product_id: requiredNumber }),
    ),
    seller: object({
      seller_id: number,
      store_name: text,
      logo: text,
      business_scope: text,
      seller_is_dealer: flag,
      seller_tag: sellerTag,
      seller_jump_object: object({ seller_type: number, dealer_id: number, agency_store_id: number }),
    }),
  }),
);

export const favoriteState = answer<FavoriteState>('favorite', object({ is_favorite: flag }));

export const store = answer<Store>(
  'store',
  object({
    seller: object({ banner: text, logo: text, name: text, seller_id: number }),
    is_dealer: flag,
    dealer_info: object({ logo: text, name: text }),
    seller_tag: sellerTag,
    fans_total: count,
    on_sale_title: text,
    is_favorite: flag,
    products: productCards,
    has_more: hasMore,
  }),
);

export const storeOwnerInfo = answer<StoreOwnerInfo>(
  'owner',
  object({ store_mobile: text, store_wechat: text, store_wechat_qr_code: text }),
);

export const followResult = answer<FollowResult>('follow', object({ is_favorite: flag, fans_total: count }));

