/**
 * Builds the seed state (fixtures/demo/seed-state.json): demo customers and their addresses,
 * favourites, follows, orders in every status, trades, parcels, refunds and mission progress.
 * Times in the seed are RELATIVE: seconds (or, for sign-in days, days) before the moment of
 * seeding; `instantiateSeed` in server/state shifts them onto the real clock.
 */
import type { KnownOrderStatus } from '../../src/contract/index.ts';
import type {
  AddressRec,
  Catalog,
  CatalogProduct,
  OrderItemRec,
  OrderRec,
  ParcelRec,
  RefundRec,
  State,
  TradeRec,
} from '../model.ts';
import { toFen, toYuan } from '../money.ts';
import { propertyOf } from '../present.ts';
import { allAreas } from '../regions.ts';
import { Prng } from './prng.ts';
import { SHIPMENT_COMPANIES } from './words.ts';

export const DEMO_MOBILE = '13800138000';
export const DEMO_CUSTOMER_ID = 10001;
const HOUR = 3600;
const DAY = 86400;

function itemOf(product: CatalogProduct, qty: number): OrderItemRec {
  const child = product.child_products.find((c) => c.stock > 0) ?? product.child_products[0];
  return {
    product_id: child ? child.product_id : product.product_id,
    parent_id: product.product_id,
    title: product.title,
    image: product.images[0] ?? '',
    property: child ? propertyOf(product, child.sku_code) : [],
    price: child ? child.price : product.price,
    qty,
  };
}

function parcel(rng: Prng, kind: 'transit' | 'delivered' | 'picked', shippedAgo: number, receiver: string): ParcelRec {
  const company = rng.pick(SHIPMENT_COMPANIES);
  const prefix = company.startsWith('顺丰') ? 'SF' : company.startsWith('京东') ? 'JD' : 'YT';
  const track_no = `${prefix}${String(rng.int(1e9, 9e9))}${rng.int(10, 99)}`;
  const steps = [
    { context: '商家已发货，包裹等待揽收', after: 0 },
    { context: `【杭州市】${company} 已揽收`, after: 2 * HOUR },
    { context: '【杭州市】已发往 【北京转运中心】', after: 8 * HOUR },
    { context: '【北京转运中心】已到达，正在派件准备中', after: 30 * HOUR },
    { context: `【北京市朝阳区】快递员 ${receiver.slice(0, 1)}师傅 正在派件（电话：13012345678）`, after: 40 * HOUR },
    { context: '【北京市朝阳区】已签收，签收人：本人。感谢使用，期待再次为您服务', after: 44 * HOUR },
  ];
  const count = kind === 'delivered' ? 6 : kind === 'transit' ? 4 : 2;
  return {
    track_no,
    shipment_company: company,
    track_status: kind === 'delivered' ? 4 : kind === 'transit' ? 2 : 1,
    // Only what has happened by now: a parcel shipped a day ago has no event from tomorrow.
    track_list: steps
      .slice(0, count)
      .filter((step) => step.after < shippedAgo)
      .map((step) => ({ context: step.context, time: -shippedAgo + step.after }))
      .reverse(),
  };
}

export function buildSeedState(catalog: Catalog): State {
  const rng = new Prng(777);
  const areas = allAreas();
  const demoAddresses: AddressRec[] = [
    { id: 1, customer_id: DEMO_CUSTOMER_ID, full_name: '张小鹿', mobile: DEMO_MOBILE, ...regionFields(areas[1]!), address: '建国路88号SOHO现代城2号楼1201', is_default: 1 },
    { id: 2, customer_id: DEMO_CUSTOMER_ID, full_name: '李晓燕', mobile: '13912345678', ...regionFields(areas[5]!), address: '陆家嘴环路1000号恒生银行大厦18楼', is_default: 0 },
    { id: 3, customer_id: 10002, full_name: '王伟', mobile: '13900139000', ...regionFields(areas[7]!), address: '天河路385号太古汇', is_default: 1 },
  ];
  const receiverOf = (a: AddressRec) => ({
    receiver_name: a.full_name,
    receiver_phone: a.mobile,
    receiver_address: `${a.province}${a.city}${a.area}${a.address}`,
  });
  const home = receiverOf(demoAddresses[0]!);

  const inStock = catalog.products.filter((p) => p.stock > 0 && (p.child_products.length === 0 || p.child_products.some((c) => c.stock > 0)) && toFen(p.price) > 0);
  const bySeller = (sellerId: number) => inStock.filter((p) => p.seller_id === sellerId);
  const sellers = catalog.sellers.filter((s) => bySeller(s.seller_id).length >= 2);
  const dealer = sellers.find((s) => s.is_dealer === 1)!;
  const ordinary = sellers.filter((s) => s.is_dealer === 0);

  const orders: OrderRec[] = [];
  const trades: TradeRec[] = [];
  let orderSeq = 50000;
  let tradeSeq = 70000;

  const makeOrder = (sellerId: number, status: KnownOrderStatus, age: number, extra: Partial<OrderRec> = {}, customerId = DEMO_CUSTOMER_ID): OrderRec => {
    const products = bySeller(sellerId);
    const items = rng.sample(products, rng.int(1, Math.min(2, products.length))).map((p) => itemOf(p, rng.int(1, 2)));
    const id = ++orderSeq;
    const order: OrderRec = {
      id,
      order_no: `SO2026${String(id).padStart(8, '0')}`,
      trade_no: '',
      customer_id: customerId,
      seller_id: sellerId,
      status,
      items,
      freight: '0.00',
      remark: '',
      receiver: home,
      payment_id: 1,
      agency_store_id: catalog.sellers.find((s) => s.seller_id === sellerId)?.agency_store_id ?? 0,
      created_at: -age,
      deadline: status === 0 ? -age + 1800 : 0,
      paid_at: status === 0 || status === 6 ? 0 : -age + 60,
      shipped_at: status >= 2 && status !== 6 ? -age + DAY : 0,
      received_at: status === 3 ? -age + 4 * DAY : 0,
      urged: false,
      parcels: [],
      ...extra,
    };
    orders.push(order);
    return order;
  };
  const makeTrade = (group: OrderRec[]): TradeRec => {
    const trade_no = `T2026${String(++tradeSeq).padStart(8, '0')}`;
    const fen = group.reduce((sum, o) => sum + o.items.reduce((s, i) => s + toFen(i.price) * i.qty, 0) + toFen(o.freight), 0);
    group.forEach((o) => (o.trade_no = trade_no));
    const trade: TradeRec = {
      trade_no,
      customer_id: group[0]!.customer_id,
      order_ids: group.map((o) => o.id),
      pay_price: toYuan(fen),
      prepay_id: `wx${String(tradeSeq)}seedprepay`,
      paid: group[0]!.status !== 0 && group[0]!.status !== 6,
      created_at: group[0]!.created_at,
    };
    trades.push(trade);
    return trade;
  };

  const s = (i: number) => ordinary[i % ordinary.length]!.seller_id;
  // Pending payment: one trade grouping two sellers, and a single order.
  makeTrade([makeOrder(s(0), 0, 5 * 60, { remark: '请尽快发货，谢谢' }), makeOrder(s(1), 0, 5 * 60, { freight: '8.00' })]);
  makeTrade([makeOrder(s(2), 0, 10 * 60)]);
  // Pending shipment: not reminded (urge_shipping 1) and already reminded (3).
  makeTrade([makeOrder(s(3), 1, 3 * HOUR)]);
  makeTrade([makeOrder(dealer.seller_id, 1, 26 * HOUR, { urged: true })]);
  // Pending receipt: one parcel in transit; another order with two parcels (one delivered).
  makeTrade([makeOrder(s(4), 2, 3 * DAY, { parcels: [parcel(rng, 'transit', 2 * DAY, '张')] })]);
  makeTrade([makeOrder(s(5), 2, 3 * DAY, { parcels: [parcel(rng, 'delivered', 2 * DAY, '张'), parcel(rng, 'picked', DAY, '张')] })]);
  // Completed (after-sales available), including a dealer store order.
  makeTrade([makeOrder(s(6), 3, 9 * DAY, { parcels: [parcel(rng, 'delivered', 8 * DAY, '张')] })]);
  makeTrade([makeOrder(dealer.seller_id, 3, 12 * DAY, { parcels: [parcel(rng, 'delivered', 11 * DAY, '张')] })]);
  // Closed: never paid.
  makeTrade([makeOrder(s(7), 6, 20 * DAY)]);
  // Older history so the "All" tab has a second page.
  for (let i = 0; i < 6; i++) {
    makeTrade([makeOrder(s(8 + i), 3, (25 + i * 6) * DAY, { parcels: [parcel(rng, 'delivered', (24 + i * 6) * DAY, '张')] })]);
  }
  // Second customer: a couple of orders so isolation between customers is testable.
  makeTrade([makeOrder(s(1), 1, 2 * HOUR, { receiver: receiverOf(demoAddresses[2]!) }, 10002)]);

  const completed = orders.filter((o) => o.status === 3 && o.customer_id === DEMO_CUSTOMER_ID);
  const refundProducts = (o: OrderRec, amount: boolean, integral: boolean) =>
    o.items.slice(0, 1).map((item) => ({
      image: item.image,
      name: item.title,
      attribute_desc: item.property.map((p) => `${p.attribute_label}:${p.alias_name}`).join(' '),
      qty: item.qty,
      amount: amount ? toYuan(toFen(item.price) * item.qty) : '0.00',
      integral: integral ? String(rng.int(10, 300)) : '0',
    }));
  const refundSpecs: [number, string, string, boolean, boolean, boolean][] = [
    [0, '0', '退款成功', true, false, false],
    [1, '1', '退货退款中', true, true, true],
    [2, '2', '换货处理中', false, true, true],
    [3, '0', '商家已拒绝', true, false, false],
    [4, '1', '退款成功', true, true, false],
  ];
  const refunds: RefundRec[] = refundSpecs.map(([i, type, label, amount, integral, open], n) => {
    const o = completed[i % completed.length]!;
    return {
      id: 60001 + n,
      refund_no: `RF2026${String(60001 + n).padStart(8, '0')}`,
      order_no: o.order_no,
      customer_id: DEMO_CUSTOMER_ID,
      seller_id: o.seller_id,
      refund_type: type,
      status_label: label,
      open,
      products: refundProducts(o, amount, integral),
    };
  });

  const stock: Record<string, number> = {};
  for (const p of catalog.products) {
    if (p.child_products.length) p.child_products.forEach((c) => (stock[String(c.product_id)] = c.stock));
    else stock[String(p.product_id)] = p.stock;
  }

  const favoriteIds = rng.sample(catalog.products.map((p) => p.product_id), 25);
  return {
    version: 1,
    seq: { customer: 10002, address: 3, order: orderSeq, refund: 60000 + refunds.length },
    customers: [
      { customer_id: DEMO_CUSTOMER_ID, mobile: DEMO_MOBILE, nick_name: '小鹿同学', headimgurl: '/static/img/a/10001.svg?w=120&h=120&t=%E9%B9%BF', created_at: -200 * DAY },
      { customer_id: 10002, mobile: '13900139000', nick_name: '王伟', headimgurl: '/static/img/a/10002.svg?w=120&h=120&t=%E7%8E%8B', created_at: -50 * DAY },
    ],
    tokens: {},
    addresses: demoAddresses,
    favorites: { [DEMO_CUSTOMER_ID]: favoriteIds },
    follows: { [DEMO_CUSTOMER_ID]: [catalog.sellers[0]!.seller_id, dealer.seller_id] },
    stock,
    sold: {},
    orders,
    trades,
    refunds,
    coupon_remaining: Object.fromEntries(catalog.coupons.map((c) => [String(c.coupon_id), c.total])),
    coupon_received: { [DEMO_CUSTOMER_ID]: [9005] },
    missions: {
      [DEMO_CUSTOMER_ID]: {
        coins: 320,
        signed: [-1, -2],
        repaired: [],
        remind: 0,
        repair_cards: 2,
        missions: { '1': 1, '5': 2 },
        records: [
          { id: 5, title: '关注一家店铺', reward: 10, time: -3 * DAY },
          { id: 0, title: '每日签到', reward: 5, time: -2 * DAY },
          { id: 0, title: '每日签到', reward: 5, time: -DAY },
        ],
        friends: [
          { nick_name: '小鹿同学', headimgurl: '/static/img/a/friend-1.svg?w=80&h=80&t=%E9%B9%BF', time: -5 * DAY },
          { nick_name: '橙子', headimgurl: '/static/img/a/friend-2.svg?w=80&h=80&t=%E6%A9%99', time: -2 * DAY },
        ],
      },
    },
    sms: {},
  };
}

function regionFields(region: ReturnType<typeof allAreas>[number]) {
  return {
    province: region.province.name,
    province_id: region.province.id,
    city: region.city.name,
    city_id: region.city.id,
    area: region.area.name,
    area_id: region.area.id,
  };
}
