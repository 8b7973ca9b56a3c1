/** Component page documents (CONTRACT §3) generated from the catalogue so product references stay valid. */
import type { AdTarget } from '../../src/contract/index.ts';
import type { PageDocument, PageNode } from '../../src/contract/component/page-document.ts';
import type { Catalog, CatalogProduct } from '../model.ts';

const productItem = (p: CatalogProduct, tag?: string) => ({
  product_id: p.product_id,
  title: p.title,
  image: p.images[0] ?? '',
  price: p.price,
  market_price: p.market_price,
  sub_title: p.sub_title,
  ...(tag ? { tag } : {}),
});

const go = (target: string, target_id?: string | number): AdTarget => ({ target, ...(target_id !== undefined ? { target_id: String(target_id) } : {}) });

export function buildMainVenue(catalog: Catalog): PageDocument {
  const available = catalog.products.filter((p) => p.stock > 0 && Number(p.price) > 0);
  const pick = (from: number, count: number) => available.slice(from, from + count);
  const nodes: PageNode[] = [
    {
      id: 'n1', type: 'banner',
      props: { interval: 3000, loop: true, items: [
        { image: '/static/img/b/venue-1.svg?w=750&h=320&t=%E5%8F%8C11%E4%B8%BB%E4%BC%9A%E5%9C%BA', title: '双11主会场', action: go('product', available[0]!.product_id) },
        { image: '/static/img/b/venue-2.svg?w=750&h=320&t=%E7%BE%8E%E5%A6%86%E7%8B%82%E6%AC%A2', title: '美妆狂欢', action: go('category', 1) },
        { image: '/static/img/b/venue-3.svg?w=750&h=320&t=%E9%A2%86%E5%88%B8', title: '领券更优惠', action: go('coupon', 9001) },
      ] },
    },
    { id: 'n2', type: 'notice-bar', props: { text: '双11狂欢进行中：全场满99包邮，每日10点、20点限量秒杀！', scrollable: true, action: go('all') } },
    {
      id: 'n3', type: 'icon-grid',
      props: { columns: 5, items: catalog.categories.slice(0, 5).map((c) => ({ title: c.name.slice(0, 4), image: c.image, action: go('category', c.id) })) },
      style: { margin: [8, 12, 0, 12], radius: 8, bg_color: '#ffffff' },
    },
    { id: 'n4', type: 'countdown', props: { to: '2026-11-12T00:00:00+08:00', title: '距离狂欢结束还有', ended_text: '活动已结束' } },
    {
      id: 'n5', type: 'coupon-list',
      props: { items: catalog.coupons.slice(0, 4).map((c) => ({
        coupon_id: c.coupon_id, title: c.title, amount: c.amount,
        threshold: Number(c.threshold) > 0 ? c.threshold : undefined, desc: c.desc,
        status: c.total === 0 ? 'sold_out' : 'receivable',
      })) },
      visible: { login: true },
      style: { margin: [8, 12, 0, 12] },
    },
    { id: 'n6', type: 'title', props: { text: '爆款直降', subtitle: '限时限量，手慢无', more: { text: '更多', action: go('all') } } },
    { id: 'n7', type: 'product-grid', props: { columns: 2, items: pick(0, 6).map((p, i) => productItem(p, i < 2 ? '爆款' : undefined)) } },
    {
      id: 'n8', type: 'image',
      props: { image: '/static/img/b/venue-hotzone.svg?w=750&h=400&t=%E5%93%81%E7%89%8C%E8%81%94%E5%90%88', ratio: 1.875, hotzones: [
        { x: 0, y: 0, w: 50, h: 100, action: go('seller', catalog.sellers[0]!.seller_id) },
        { x: 50, y: 0, w: 50, h: 100, action: go('https://m.example-mall.test/active/component-active?id=101') },
      ] },
    },
    { id: 'n9', type: 'spacer', props: { height: 12 } },
    {
      id: 'n10', type: 'tabs', props: { sticky: true, titles: ['热卖', '新品', '猜你喜欢'] },
      children: [
        { id: 'n11', type: 'product-grid', props: { columns: 2, items: pick(6, 8).map((p) => productItem(p)) } },
        { id: 'n12', type: 'product-grid', props: { columns: 3, items: pick(14, 9).map((p) => productItem(p, '新品')) } },
        { id: 'n13', type: 'product-feed', props: { source: 'home-feed', tab_id: 0, columns: 2 } },
      ],
      style: { margin: [8, 0, 0, 0], bg_color: '#ffffff' },
    },
    { id: 'n14', type: 'divider', props: { text: '活动规则', dashed: true } },
    { id: 'n15', type: 'rich-text', props: { html: '<p><strong>活动时间：</strong>2026年11月1日—11月11日</p><p>1. 优惠券每人限领一张；</p><p>2. 活动商品数量有限，售完即止。</p>' } },
    { id: 'n16', type: 'sign-in', props: { title: '每日签到领金币' }, visible: { login: true, platforms: ['app', 'wechat', 'miniprogram', 'browser'] } },
  ];
  return {
    schema_version: 1,
    id: 101,
    title: '双11主会场',
    status: 'published',
    updated_at: '2026-11-01T10:00:00+08:00',
    style: { bg_color: '#f7f8fa', bg_img: '' },
    share: { title: '双11主会场 | 全场满99包邮', desc: '爆款直降，领券再减', image: '/static/img/b/venue-share.svg?w=500&h=400&t=%E5%8F%8C11' },
    guide_id: 7,
    nodes,
  };
}

/** The operator's unpublished draft: new content plus two broken nodes the preview must point out. */
export function buildMainVenueDraft(catalog: Catalog): PageDocument {
  const published = buildMainVenue(catalog);
  const nodes = published.nodes.map((node) =>
    node.id === 'n2' ? { ...node, props: { ...node.props, text: '【草稿】预售开启：定金50抵100，11月11日0点付尾款' } } : node,
  );
  nodes.splice(3, 0,
    { id: 'd1', type: 'lottery-wheel', props: { prizes: ['一等奖', '二等奖'] } },
    { id: 'd2', type: 'product-grid', props: { columns: 4, items: 'not-a-list' } },
    { id: 'd3', type: 'video', props: { src: '/static/video/venue.mp4', poster: '/static/img/b/venue-video.svg?w=750&h=420&t=%E8%A7%86%E9%A2%91' } },
  );
  return {
    ...published,
    title: '双11主会场（草稿）',
    status: 'draft',
    updated_at: '2026-11-10T18:30:00+08:00',
    nodes,
  };
}

/** A small second page: the "new arrivals" listing used by the navigation config. */
export function buildNewArrivals(catalog: Catalog): PageDocument {
  const newest = catalog.products.filter((p) => p.stock > 0).slice(-12);
  return {
    schema_version: 1,
    id: 102,
    title: '新品首发',
    status: 'published',
    updated_at: '2026-11-05T09:00:00+08:00',
    style: { bg_color: '#fff5f5', bg_img: '' },
    share: { title: '新品首发', desc: '', image: '' },
    nodes: [
      { id: 'n1', type: 'image', props: { image: '/static/img/b/new-arrivals.svg?w=750&h=300&t=%E6%96%B0%E5%93%81%E9%A6%96%E5%8F%91', ratio: 2.5 } },
      { id: 'n2', type: 'product-grid', props: { columns: 2, items: newest.map((p) => productItem(p, '新品')) } },
      { id: 'n3', type: 'product-feed', props: { source: 'category', top_cid: 3, cid: 301, columns: 2 } },
    ],
  };
}
