/** Builds the static demo catalogue: categories, sellers, products, home info, navigation, coupons. */
import type { Attribute, Category, HomeInfo, NavConfig, NavItem } from '../../src/contract/index.ts';
import type { Catalog, CatalogChild, CatalogProduct, CatalogSeller, MissionDef } from '../model.ts';
import { toFen, toYuan } from '../money.ts';
import { Prng } from './prng.ts';
import { DEMO_ROUTE_PAGES } from './route-pages.ts';
import { CATEGORIES, SERVICES, STORE_NAMES, SURNAMES, GIVEN_NAMES, type AttributeTemplate } from './words.ts';

export const PRODUCT_COUNT = 320;
export const FIRST_PRODUCT_ID = 1001;
export const FIRST_SELLER_ID = 201;
/** Sellers with these indexes are dealer (agency) stores. */
const DEALER_INDEXES = new Set([1, 4, 8, 11, 15, 18]);

const img = (kind: string, seed: string | number, query = ''): string =>
  `/static/img/${kind}/${seed}.svg${query ? `?${query}` : ''}`;

function buildCategories(): (Category & { image: string })[] {
  return CATEGORIES.map((top, t) => ({
    id: t + 1,
    name: top.name,
    image: img('c', t + 1, `t=${encodeURIComponent(top.name.slice(0, 2))}`),
    childs: top.children.map((child, c) => ({
      id: (t + 1) * 100 + c + 1,
      name: child.name,
      small_image: img('c', (t + 1) * 100 + c + 1, `w=120&h=120&t=${encodeURIComponent(child.name.slice(0, 2))}`),
    })),
  }));
}

function buildSellers(rng: Prng): CatalogSeller[] {
  return STORE_NAMES.map((name, index) => {
    const seller_id = FIRST_SELLER_ID + index;
    const dealer = DEALER_INDEXES.has(index);
    const ownerName = rng.pick(SURNAMES) + rng.pick(GIVEN_NAMES);
    // Owner contact is deliberately incomplete for some dealers to exercise the placeholders.
    const dealerNo = [...DEALER_INDEXES].indexOf(index);
    const owner = dealer
      ? {
          store_mobile: dealerNo === 1 ? '' : `139${String(10000000 + seller_id * 7919).slice(-8)}`,
          store_wechat: dealerNo === 2 || dealerNo === 1 ? '' : `wx_${seller_id}_shop`,
          store_wechat_qr_code: dealerNo % 2 === 1 ? '' : img('q', seller_id, 'w=300&h=300&t=QR'),
        }
      : null;
    const grand = rng.chance(0.5);
    return {
      seller_id,
      store_name: name,
      logo: img('l', seller_id, `w=120&h=120&t=${encodeURIComponent(name.slice(0, 1))}`),
      banner: img('b', `store-${seller_id}`, `w=750&h=300&t=${encodeURIComponent(name)}`),
      business_scope: dealer ? '官方授权经销商，品质保证' : (CATEGORIES[index % CATEGORIES.length]?.name ?? '百货'),
      is_dealer: dealer ? 1 : 0,
      seller_type: dealer ? 2 : 1,
      dealer_id: dealer ? 3001 + index : 0,
      agency_store_id: dealer ? 8001 + index : 0,
      seller_tag: {
        customer_store_grand: grand ? '金牌店铺' : '',
        store_grand_url: grand ? img('t', 'gold', 'w=96&h=32&t=金牌') : '',
        customer_store_contract: index % 3 === 0 ? '品牌直营' : '',
        store_contract_url: index % 3 === 0 ? img('t', 'brand', 'w=96&h=32&t=直营') : '',
      },
      fans_base: rng.int(120, 58000),
      freight: index % 4 === 0 ? '0.00' : rng.pick(['6.00', '8.00', '10.00']),
      free_over: '99.00',
      dealer_info: dealer
        ? { logo: img('a', `owner-${seller_id}`, `w=120&h=120&t=${encodeURIComponent(ownerName.slice(0, 1))}`), name: `${ownerName}的小店` }
        : { logo: '', name: '' },
      owner,
    };
  });
}

function attributeCount(index: number): number {
  const r = index % 20;
  if (r < 5) return 0;
  if (r < 12) return 1;
  if (r < 18) return 2;
  return 3;
}

interface BuiltAttributes {
  attributes: Attribute[];
  children: CatalogChild[];
}

function buildAttributes(
  rng: Prng,
  productId: number,
  templates: AttributeTemplate[],
  count: number,
  baseFen: number,
  nextOptionId: () => number,
  soldOut: boolean,
): BuiltAttributes {
  if (count === 0) return { attributes: [], children: [] };
  const chosen = templates.slice(0, count);
  const attributes: Attribute[] = chosen.map((template) => {
    const optionCount = Math.max(2, rng.int(2, template.options.length));
    return {
      label: template.label,
      options: template.options.slice(0, optionCount).map((title, i) => ({
        option_id: nextOptionId(),
        title,
        image: template.images ? img('p', `${productId}-o${i}`, `w=200&h=200&t=${encodeURIComponent(title.slice(0, 2))}`) : '',
      })),
    };
  });
  // Cartesian product of the options, in attribute order.
  let combos: number[][] = [[]];
  for (const attribute of attributes) {
    combos = combos.flatMap((combo) => attribute.options.map((_, i) => [...combo, i]));
  }
  // One option of the first attribute sold out entirely on some products.
  const soldOutOption = attributes.length >= 2 && rng.chance(0.4) ? rng.int(0, (attributes[0]?.options.length ?? 1) - 1) : -1;
  const children = combos.map((combo, k): CatalogChild => {
    const surcharge = combo.reduce((sum, optionIndex, a) => sum + (chosen[a]?.surcharge?.[optionIndex] ?? 0), 0);
    const ids = combo.map((optionIndex, a) => attributes[a]?.options[optionIndex]?.option_id ?? 0);
    const zero = soldOut || combo[0] === soldOutOption || rng.chance(0.12);
    return {
      product_id: productId * 100 + k + 1,
      sku_code: ids.join('_'),
      price: toYuan(baseFen + surcharge),
      stock: zero ? 0 : rng.int(1, 200),
    };
  });
  return { attributes, children };
}

function descHtml(productId: number, title: string, evil: boolean): string {
  const images = [1, 2, 3]
    .map((n) => `<p><img src="${img('d', `${productId}-${n}`, `w=750&h=600&t=${encodeURIComponent(`详情${n}`)}`)}" style="width:100%;display:block" alt="${title} 详情图${n}"></p>`)
    .join('');
  // One product carries markup that must never run, to prove the client sanitises desc_image.
  const hostile = evil ? '<img src="/static/img/d/x.svg" onerror="alert(\'xss\')"><script>alert("xss")</script>' : '';
  return `<h3>商品介绍</h3><p>${title}，精选好物，品质保障。下单后48小时内发货，支持7天无理由退货。</p>${images}${hostile}`;
}

function priceFen(rng: Prng, range: [number, number]): number {
  const yuan = range[0] + rng.next() ** 2 * (range[1] - range[0]);
  // Shop prices end in .00, .90 or .99.
  const whole = Math.floor(yuan);
  return whole * 100 + rng.pick([0, 90, 99]);
}

function buildProducts(rng: Prng, categories: Category[], sellers: CatalogSeller[]): CatalogProduct[] {
  let optionId = 5000;
  const nextOptionId = () => ++optionId;
  const products: CatalogProduct[] = [];
  for (let index = 0; index < PRODUCT_COUNT; index++) {
    const product_id = FIRST_PRODUCT_ID + index;
    const t = index % CATEGORIES.length;
    const top = CATEGORIES[t];
    const topCategory = categories[t];
    if (!top || !topCategory) throw new Error('category mismatch');
    const c = Math.floor(index / CATEGORIES.length) % top.children.length;
    const child = top.children[c];
    const childCategory = topCategory.childs[c];
    if (!child || !childCategory) throw new Error('child category mismatch');
    const brand = rng.pick(top.brands);
    const noun = rng.pick(child.nouns);
    const adjective = rng.pick(top.adjectives);
    const title = `${brand} ${adjective}${noun}`;
    const baseFen = index === 42 ? 0 : priceFen(rng, top.price); // product 1043 is a free gift
    // Every 25th product is sold out as a whole.
    const soldOut = index % 25 === 24;
    const count = attributeCount(index);
    const built = buildAttributes(rng, product_id, top.attributes, count, baseFen, nextOptionId, soldOut);
    const sellerPool = sellers.filter((_, s) => s % CATEGORIES.length === t);
    const seller = rng.chance(0.75) && sellerPool.length ? rng.pick(sellerPool) : rng.pick(sellers);
    const minFen = built.children.length ? Math.min(...built.children.map((ch) => toFen(ch.price))) : baseFen;
    products.push({
      product_id,
      title,
      sub_title: `${adjective} · ${child.name}热卖`,
      images: [1, 2, 3, 4].slice(0, rng.int(2, 4)).map((n) => img('p', `${product_id}-${n}`, `t=${encodeURIComponent(noun.slice(0, 4))}`)),
      price: toYuan(minFen),
      market_price: toYuan(Math.round((minFen * 1.35) / 100) * 100),
      stock: soldOut ? 0 : rng.chance(0.05) ? 0 : rng.int(5, 500),
      sold_base: rng.int(0, 30000),
      limit_num: rng.chance(0.2) ? rng.int(1, 5) : 0,
      sale_type: 1,
      desc_image: descHtml(product_id, title, index === 6),
      services: rng.sample(SERVICES, rng.int(1, 4)),
      attributes: built.attributes,
      child_products: built.children,
      seller_id: seller.seller_id,
      top_cid: topCategory.id,
      cid: childCategory.id,
    });
  }
  return products;
}

const SELF_HOST = 'https://m.example-mall.test';

function buildHome(products: CatalogProduct[]): HomeInfo {
  const p = (i: number) => products[i]!;
  return {
    banner: {
      bg_image: { url: img('b', 'home-bg', 'w=750&h=400&t=') },
      list: [
        { target: 'product', target_id: String(p(2).product_id), image: img('b', 'home-1', 'w=750&h=300&t=%E5%8F%8C11%E7%8B%82%E6%AC%A2'), title: '双11狂欢' },
        { target: `${SELF_HOST}/active/component-active?id=101`, url: `${SELF_HOST}/active/component-active?id=101`, target_id: '', image: img('b', 'home-2', 'w=750&h=300&t=%E4%B8%BB%E4%BC%9A%E5%9C%BA'), title: '双11主会场' },
        { target: 'https://evil.example.com/promo', url: 'https://evil.example.com/promo', target_id: '', image: img('b', 'home-3', 'w=750&h=300&t=%E5%A4%96%E9%93%BE'), title: '外部推广（应被过滤）' },
        { target: 'product', target_id: String(p(17).product_id), image: img('b', 'home-4', 'w=750&h=300&t=%E6%96%B0%E5%93%81%E9%A6%96%E5%8F%91'), title: '新品首发' },
        { target: 'seller', target_id: String(p(5).seller_id), image: img('b', 'home-5', 'w=750&h=300&t=%E5%93%81%E7%89%8C%E5%BA%97'), title: '品牌店铺（应被过滤）' },
      ],
    },
    diamonds: {
      list: [
        // Each category's shortcut opens that category, on our own host (the home keeps such links).
        ...CATEGORIES.slice(0, 6).map((cat, i) => ({
          target: `https://www.example-mall.test/mall/category/detail?topcid=${i + 1}`,
          url: `https://www.example-mall.test/mall/category/detail?topcid=${i + 1}`,
          target_id: '',
          image: img('i', `diamond-${i}`, `w=96&h=96&t=${encodeURIComponent(cat.name.slice(0, 2))}`),
          title: cat.name.slice(0, 4),
        })),
        { target: `https://www.example-mall.test/mall/category`, url: 'https://www.example-mall.test/mall/category', target_id: '', image: img('i', 'diamond-cat', 'w=96&h=96&t=%E5%88%86%E7%B1%BB'), title: '全部分类' },
        { target: 'coupon', target_id: '9001', image: img('i', 'diamond-coupon', 'w=96&h=96&t=%E5%88%B8'), title: '领券中心' },
        { target: 'http://evil.example.com/phish', url: 'http://evil.example.com/phish', target_id: '', image: img('i', 'diamond-evil', 'w=96&h=96&t=%E7%BA%A2%E5%8C%85'), title: '领红包' },
        { target: 'integral', target_id: '', image: img('i', 'diamond-gold', 'w=96&h=96&t=%E9%87%91%E5%B8%81'), title: '金币商城' },
      ],
    },
  };
}

function navItem(title: string, type: number, content: string, icon: string): NavItem {
  return {
    title,
    target: { type, content },
    guide_icon: img('n', icon, `w=48&h=48&t=${encodeURIComponent(title.slice(0, 1))}`),
    selected_icon: img('n', `${icon}-on`, `w=48&h=48&t=${encodeURIComponent(title.slice(0, 1))}`),
    unselected_icon: img('n', `${icon}-off`, `w=48&h=48&t=${encodeURIComponent(title.slice(0, 1))}`),
  };
}

function buildGuides(products: CatalogProduct[], sellers: CatalogSeller[]): NavConfig[] {
  return [
    {
      guide_id: 7,
      guide_position: 1,
      config: { config: {
        selected: '#ff2d55', unselected: '#333333', bg_color: '#ffffff', opacity: 1, bg_img: '',
        navs: [
          navItem('推荐', 9, String(products[0]!.product_id), 'tab-hot'),
          navItem('美妆', 6, '1,101', 'tab-beauty'),
          navItem('生鲜', 7, '2', 'tab-food'),
          navItem('好店', 5, String(sellers[0]!.seller_id), 'tab-store'),
          navItem('领券', 10, '9001', 'tab-coupon'),
        ],
      } },
    },
    {
      guide_id: 8,
      guide_position: 2,
      config: { config: {
        selected: '#ff2d55', unselected: '#7d7e80', bg_color: '#ffffff', opacity: 0.96, bg_img: img('b', 'nav-bg', 'w=750&h=100&t='),
        navs: [
          navItem('会场', 9, String(products[1]!.product_id), 'nav-venue'),
          navItem('分类', 7, '3', 'nav-category'),
          navItem('店铺', 5, String(sellers[4]!.seller_id), 'nav-store'),
          navItem('优惠券', 10, '9002', 'nav-coupon'),
        ],
      } },
    },
  ];
}

const MISSIONS: MissionDef[] = [
  { id: 1, title: '浏览商品30秒', desc: '浏览任意商品详情满30秒', icon: img('i', 'm-browse', 'w=80&h=80&t=%E9%80%9B'), reward: 10, total: 1, action: { target: 'all' } },
  { id: 2, title: '分享商品给好友', desc: '分享任意商品给微信好友', icon: img('i', 'm-share', 'w=80&h=80&t=%E5%88%86'), reward: 20, total: 1, action: { target: 'product', target_id: '1003' } },
  { id: 3, title: '邀请好友注册', desc: '每邀请1位新用户注册', icon: img('i', 'm-invite', 'w=80&h=80&t=%E9%82%80'), reward: 100, total: 3 },
  { id: 4, title: '下单购物', desc: '完成任意一笔订单支付', icon: img('i', 'm-order', 'w=80&h=80&t=%E8%B4%AD'), reward: 50, total: 1, action: { target: 'index' } },
  { id: 5, title: '关注一家店铺', desc: '关注任意店铺', icon: img('i', 'm-follow', 'w=80&h=80&t=%E5%85%B3'), reward: 10, total: 1, action: { target: 'seller', target_id: '201' } },
  { id: 6, title: '完善个人资料', desc: '设置头像和昵称', icon: img('i', 'm-profile', 'w=80&h=80&t=%E8%B5%84'), reward: 15, total: 1 },
  { id: 8, title: '扫码浏览商品', desc: '扫码进入商品页并浏览满10秒', icon: img('i', 'm-scan', 'w=80&h=80&t=%E6%89%AB'), reward: 5, total: 1 },
];

export function buildCatalog(seed = 20261111): Catalog {
  const rng = new Prng(seed);
  const categories = buildCategories();
  const sellers = buildSellers(rng);
  const products = buildProducts(rng, categories, sellers);
  const feedRng = new Prng(seed + 1);
  return {
    categories,
    sellers,
    products,
    home: buildHome(products),
    feed_order: feedRng.sample(products.map((p) => p.product_id), products.length),
    guides: buildGuides(products, sellers),
    coupons: [
      { coupon_id: 9001, title: '全场通用券', amount: '10.00', threshold: '99.00', desc: '满99元可用', total: 100000 },
      { coupon_id: 9002, title: '美妆专享券', amount: '30.00', threshold: '199.00', desc: '美妆护肤类目可用', total: 5000 },
      { coupon_id: 9003, title: '生鲜立减券', amount: '5.00', threshold: '0.00', desc: '无门槛', total: 2 },
      { coupon_id: 9004, title: '数码大额券', amount: '200.00', threshold: '1999.00', desc: '数码家电可用', total: 0 },
      { coupon_id: 9005, title: '新人礼包券', amount: '20.00', threshold: '59.00', desc: '新用户专享', total: 100000 },
    ],
    missions: MISSIONS,
    sign_rewards: [5, 5, 10, 10, 15, 15, 30],
    route_pages: { ...DEMO_ROUTE_PAGES },
  };
}
