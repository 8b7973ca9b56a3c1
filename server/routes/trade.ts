/** Order confirm and create, payment, pay-success info. */
import { createHash, randomBytes } from 'node:crypto';
import type { ConfirmSellerOrder, OrderConfirm, OrderCreateResult, PayParam, PaySuccessInfo } from '../../src/api/types.ts';
import { answer, num, param, requireCustomer, str, type App, type Ctx, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { CatalogChild, CatalogProduct, CatalogSeller, CustomerRec, OrderRec, TradeRec } from '../model.ts';
import { toFen, toYuan } from '../money.ts';
import { productCard, propertyOf } from '../present.ts';
import { PAY_WINDOW_S, orderTotalFen, payTrade } from '../state/orders.ts';
import { moveStock, stockOf } from '../state/stock.ts';
import { addressesOf } from './address.ts';

export const WECHAT_PAYMENT = {
  payment_id: 1,
  name: '微信支付',
  description: '推荐已安装微信的用户使用',
  logo: '/static/img/l/wxpay.svg?w=64&h=64&t=%E5%BE%AE',
};

interface Line {
  id: number;
  product: CatalogProduct;
  child: CatalogChild | undefined;
  qty: number;
}

interface SellerGroup {
  seller: CatalogSeller;
  lines: Line[];
  goodsFen: number;
  freightFen: number;
}

function cartOf(c: Ctx): Record<string, unknown> {
  const raw = param(c, 'buy_product');
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  throw new ApiError(CODE.BAD_PARAM, '请选择要购买的商品');
}

/** Units of a product this customer already has in orders that were not closed. */
function boughtBefore(deps: Deps, customerId: number, productId: number): number {
  return deps.store.state.orders
    .filter((o) => o.customer_id === customerId && o.status !== 6)
    .flatMap((o) => o.items)
    .filter((item) => item.parent_id === productId)
    .reduce((sum, item) => sum + item.qty, 0);
}

function resolveLines(deps: Deps, c: Ctx, customer: CustomerRec): Line[] {
  const lines = Object.entries(cartOf(c)).map(([key, value]): Line => {
    const id = Number(key);
    const qty = Number(value);
    const found = deps.catalog.buyable(id);
    if (!found) {
      const product = deps.catalog.product(id);
      throw new ApiError(CODE.BAD_PARAM, product ? '请选择商品规格' : '商品不存在或已下架');
    }
    if (!Number.isInteger(qty) || qty < 1 || qty > 99) throw new ApiError(CODE.BAD_PARAM, '购买数量不正确');
    return { id, product: found.product, child: found.child, qty };
  });
  if (lines.length === 0) throw new ApiError(CODE.BAD_PARAM, '请选择要购买的商品');
  for (const line of lines) {
    if (stockOf(deps, line.id) < line.qty) throw new ApiError(CODE.STOCK, `${line.product.title} 库存不足`);
    const limit = line.product.limit_num;
    if (limit > 0 && boughtBefore(deps, customer.customer_id, line.product.product_id) + line.qty > limit) {
      throw new ApiError(CODE.LIMIT, `该商品每人限购${limit}件`);
    }
  }
  return lines;
}

function groupBySeller(deps: Deps, lines: Line[]): SellerGroup[] {
  const groups = new Map<number, SellerGroup>();
  for (const line of lines) {
    const seller = deps.catalog.seller(line.product.seller_id);
    if (!seller) throw new ApiError(CODE.NOT_FOUND, '店铺不存在');
    const group = groups.get(seller.seller_id) ?? { seller, lines: [], goodsFen: 0, freightFen: 0 };
    group.lines.push(line);
    group.goodsFen += toFen(priceOf(line)) * line.qty;
    groups.set(seller.seller_id, group);
  }
  for (const group of groups.values()) {
    const free = group.goodsFen === 0 || group.goodsFen >= toFen(group.seller.free_over);
    group.freightFen = free ? 0 : toFen(group.seller.freight);
  }
  return [...groups.values()];
}

const priceOf = (line: Line) => line.child?.price ?? line.product.price;

export function payParamFor(deps: Deps, trade: TradeRec): PayParam {
  const timestamp = String(deps.clock.now());
  const nonce_str = randomBytes(8).toString('hex');
  const wx_package = `prepay_id=${trade.prepay_id}`;
  const base = `appId=wx0000000000000000&nonceStr=${nonce_str}&package=${wx_package}&signType=MD5&timeStamp=${timestamp}&key=${deps.options.secret}`;
  return { timestamp, nonce_str, wx_package, sign_type: 'MD5', sign: createHash('md5').update(base).digest('hex').toUpperCase() };
}

export function tradeOf(deps: Deps, customer: CustomerRec, tradeNo: string): TradeRec {
  const trade = deps.store.state.trades.find((t) => t.trade_no === tradeNo && t.customer_id === customer.customer_id);
  if (!trade) throw new ApiError(CODE.NOT_FOUND, '订单不存在');
  return trade;
}

export function registerTrade(app: App, deps: Deps): void {
  app.post('/v1/trade/order/confirm', answer((c): OrderConfirm => {
    const customer = requireCustomer(c, deps);
    const groups = groupBySeller(deps, resolveLines(deps, c, customer));
    const address = addressesOf(deps, customer.customer_id)[0];
    const orders: ConfirmSellerOrder[] = groups.map((g) => ({
      seller: { seller_id: g.seller.seller_id, store_name: g.seller.store_name },
      products: g.lines.map((line) => ({
        product_id: line.id,
        title: line.product.title,
        image: line.product.images[0] ?? '',
        property: line.child ? propertyOf(line.product, line.child.sku_code) : [],
        price: priceOf(line),
        num: line.qty,
      })),
      freight: { price: toYuan(g.freightFen) },
      num: g.lines.reduce((sum, line) => sum + line.qty, 0),
      price: { pay_price: toYuan(g.goodsFen + g.freightFen) },
    }));
    const goods = groups.reduce((sum, g) => sum + g.goodsFen, 0);
    const freight = groups.reduce((sum, g) => sum + g.freightFen, 0);
    return {
      address: address
        ? { address_id: address.id, full_name: address.full_name, mobile: address.mobile, province: address.province, city: address.city, area: address.area, address: address.address, is_default: address.is_default }
        : null,
      payments: [WECHAT_PAYMENT],
      orders,
      price: { products_price_total: toYuan(goods), freight_price: toYuan(freight), pay_price: toYuan(goods + freight) },
    };
  }));

  app.post('/v1/trade/order/create', answer((c): OrderCreateResult => {
    const customer = requireCustomer(c, deps);
    const address = addressesOf(deps, customer.customer_id).find((a) => a.id === num(c, 'address_id'));
    if (!address) throw new ApiError(CODE.NO_ADDRESS, '请选择收货地址');
    if (num(c, 'payment_id') !== WECHAT_PAYMENT.payment_id) throw new ApiError(CODE.NO_PAYMENT, '请选择支付方式');
    const groups = groupBySeller(deps, resolveLines(deps, c, customer));
    // JSAPI payment is bound to the payer's open id; only a free order needs none.
    const openId = str(c, 'open_id');
    const dueFen = groups.reduce((sum, g) => sum + g.goodsFen + g.freightFen, 0);
    if (dueFen > 0 && !openId) throw new ApiError(CODE.NO_OPEN_ID, '缺少微信授权，请在微信内重新打开页面');
    const remarks = param(c, 'remark');
    const remarkOf = (sellerId: number): string =>
      remarks && typeof remarks === 'object' ? String((remarks as Record<string, unknown>)[String(sellerId)] ?? '').slice(0, 200) : '';
    const state = deps.store.state;
    const now = deps.clock.now();
    const tradeNo = `T${now}${String(state.seq.order + 1).slice(-5)}`;
    const orders: OrderRec[] = groups.map((g) => {
      const id = ++state.seq.order;
      for (const line of g.lines) moveStock(deps, line.id, line.product.product_id, -line.qty);
      return {
        id,
        order_no: `SO${now}${String(id).slice(-5)}`,
        trade_no: tradeNo,
        customer_id: customer.customer_id,
        seller_id: g.seller.seller_id,
        status: 0,
        items: g.lines.map((line) => ({
          product_id: line.id,
          parent_id: line.product.product_id,
          title: line.product.title,
          image: line.product.images[0] ?? '',
          property: line.child ? propertyOf(line.product, line.child.sku_code) : [],
          price: priceOf(line),
          qty: line.qty,
        })),
        freight: toYuan(g.freightFen),
        remark: remarkOf(g.seller.seller_id),
        receiver: {
          receiver_name: address.full_name,
          receiver_phone: address.mobile,
          receiver_address: `${address.province}${address.city}${address.area}${address.address}`,
        },
        payment_id: WECHAT_PAYMENT.payment_id,
        agency_store_id: num(c, 'store_share') === 1 ? num(c, 'agency_store_id') : g.seller.agency_store_id,
        created_at: now,
        deadline: now + PAY_WINDOW_S,
        paid_at: 0,
        shipped_at: 0,
        received_at: 0,
        urged: false,
        parcels: [],
      };
    });
    const trade: TradeRec = {
      trade_no: tradeNo,
      customer_id: customer.customer_id,
      order_ids: orders.map((o) => o.id),
      pay_price: toYuan(orders.reduce((sum, o) => sum + orderTotalFen(o), 0)),
      prepay_id: `wx${now}${randomBytes(10).toString('hex')}`,
      ...(openId ? { open_id: openId } : {}),
      paid: false,
      created_at: now,
    };
    state.orders.push(...orders);
    state.trades.push(trade);
    if (toFen(trade.pay_price) === 0) payTrade(deps, trade);
    deps.store.changed();
    return { pay_status: trade.paid ? 1 : 0, trade_no: trade.trade_no, pay_param: payParamFor(deps, trade) };
  }));

  app.post('/v1/trade/payment/commit', answer((c): OrderCreateResult => {
    const customer = requireCustomer(c, deps);
    let tradeNo = str(c, 'trade_no');
    if (!tradeNo && str(c, 'order_no')) {
      tradeNo = deps.store.state.orders.find((o) => o.order_no === str(c, 'order_no'))?.trade_no ?? '';
    }
    const trade = tradeOf(deps, customer, tradeNo);
    const orders = deps.store.state.orders.filter((o) => trade.order_ids.includes(o.id));
    if (!trade.paid && orders.every((o) => o.status === 6)) throw new ApiError(CODE.ORDER_STATE, '订单已超时关闭，请重新下单');
    return { pay_status: trade.paid ? 1 : 0, trade_no: trade.trade_no, pay_param: payParamFor(deps, trade) };
  }));

  app.post('/1/payment/pay_success', answer((c): PaySuccessInfo => {
    const customer = requireCustomer(c, deps);
    const trade = tradeOf(deps, customer, str(c, 'trade_no'));
    const orders = deps.store.state.orders.filter((o) => trade.order_ids.includes(o.id));
    const bought = new Set(orders.flatMap((o) => o.items.map((i) => i.parent_id)));
    const topCids = new Set([...bought].map((id) => deps.catalog.product(id)?.top_cid));
    const recommend = deps.catalog.products
      .filter((p) => topCids.has(p.top_cid) && !bought.has(p.product_id))
      .slice(0, 10);
    return {
      trade_no: trade.trade_no,
      pay_status: trade.paid ? 1 : 0,
      pay_price: trade.pay_price,
      payment_name: WECHAT_PAYMENT.name,
      order_nos: orders.map((o) => o.order_no),
      recommend_products: recommend.map((p) => productCard(deps, p)),
    };
  }));
}
