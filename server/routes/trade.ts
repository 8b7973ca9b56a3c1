/** Order confirm and create, payment, pay-success info. */
import { createHash, randomBytes } from 'node:crypto';
import { signingBase } from '../../src/contract/signing.ts';
import type { ConfirmSellerOrder, OrderConfirm, OrderCreateResult, PayParam, PaySuccessInfo, Wire } from '../../src/contract/index.ts';
import { answer, num, param, requireCustomer, str, type App, type Ctx, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { CustomerRec, TradeRec } from '../model.ts';
import { toYuan } from '../money.ts';
import { productCard, propertyOf } from '../present.ts';
import { readCart } from '../state/cart.ts';
import { checkoutLines, type Line } from '../state/checkout.ts';
import { placeTrade } from '../state/place-trade.ts';
import { RecentCreates } from '../state/recent-creates.ts';
import { groupBySeller, priceOf } from '../state/seller-groups.ts';
import { addressesOf } from './address.ts';
import { wireText } from '../wire-text.ts';

export const WECHAT_PAYMENT = {
  payment_id: 1,
  name: '微信支付',
  description: '推荐已安装微信的用户使用',
  logo: '/static/img/l/wxpay.svg?w=64&h=64&t=%E5%BE%AE',
};

function cartLines(deps: Deps, c: Ctx, customer: CustomerRec): Line[] {
  return checkoutLines(deps, readCart(param(c, 'buy_product')), customer.customer_id);
}

/** What a create asks for, apart from when it was sent: two creates with the same fingerprint are one purchase. */
function createFingerprint(c: Ctx): string {
  const { sign: _sign, timestamp: _timestamp, ...query } = c.get('query');
  return signingBase({ ...query, ...c.get('body') }, '');
}

const NOT_SAVED = '系统繁忙，订单未能保存，请稍后重试';

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
  app.post('/v1/trade/order/confirm', answer((c): Wire<OrderConfirm> => {
    const customer = requireCustomer(c, deps);
    const groups = groupBySeller(deps, cartLines(deps, c, customer));
    const address = addressesOf(deps, customer.customer_id)[0];
    const orders: Wire<ConfirmSellerOrder>[] = groups.map((g) => ({
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

  const recentCreates = new RecentCreates();
  const created = (trade: TradeRec): OrderCreateResult => ({ pay_status: trade.paid ? 1 : 0, trade_no: trade.trade_no, pay_param: payParamFor(deps, trade) });

  app.post('/v1/trade/order/create', answer(async (c): Promise<OrderCreateResult> => {
    const customer = requireCustomer(c, deps);
    const fingerprint = createFingerprint(c);
    const repeated = recentCreates.find(customer.customer_id, fingerprint, deps.clock.now());
    if (repeated) {
      await repeated.saved.catch(() => {
        throw new ApiError(CODE.NOT_SAVED, NOT_SAVED);
      });
      // Gone only after a reset (/__admin/reset): then this is a new purchase after all.
      const trade = deps.store.state.trades.find((t) => t.trade_no === repeated.tradeNo && t.customer_id === customer.customer_id);
      if (trade) return created(trade);
      recentCreates.forget(repeated.tradeNo);
    }

    const address = addressesOf(deps, customer.customer_id).find((a) => a.id === num(c, 'address_id'));
    if (!address) throw new ApiError(CODE.NO_ADDRESS, '请选择收货地址');
    if (num(c, 'payment_id') !== WECHAT_PAYMENT.payment_id) throw new ApiError(CODE.NO_PAYMENT, '请选择支付方式');
    const groups = groupBySeller(deps, cartLines(deps, c, customer));
    // JSAPI payment is bound to the payer's open id; only a free order needs none.
    const openId = str(c, 'open_id');
    const dueFen = groups.reduce((sum, g) => sum + g.goodsFen + g.freightFen, 0);
    if (dueFen > 0 && !openId) throw new ApiError(CODE.NO_OPEN_ID, '缺少微信授权，请在微信内重新打开页面');
    const remarks = param(c, 'remark');
    // Capped at the edge (middleware/field-caps.ts); the slice only keeps a stray one short.
    const remarkOf = (sellerId: number): string =>
      remarks && typeof remarks === 'object' ? wireText((remarks as Record<string, unknown>)[String(sellerId)]).slice(0, 200) : '';

    // Checked above and placed here with no await in between: no other request can take the stock meanwhile.
    const placed = placeTrade(deps, {
      customerId: customer.customer_id,
      address,
      groups,
      paymentId: WECHAT_PAYMENT.payment_id,
      openId,
      remarkOf,
      agencyStoreIdOf: (g) => (num(c, 'store_share') === 1 ? num(c, 'agency_store_id') : g.seller.agency_store_id),
    });
    const saved = deps.store.persist();
    recentCreates.remember({ customerId: customer.customer_id, fingerprint, tradeNo: placed.trade.trade_no, at: deps.clock.now(), saved });
    try {
      await saved;
    } catch {
      placed.undo();
      recentCreates.forget(placed.trade.trade_no);
      throw new ApiError(CODE.NOT_SAVED, NOT_SAVED);
    }
    return created(placed.trade);
  }));

  // CONTRACT §5: an unpaid order paid again, by its order or its trade; answers as create does.
  app.post('/v1/trade/payment/commit', answer((c): OrderCreateResult => {
    const customer = requireCustomer(c, deps);
    const byOrder = str(c, 'order_no');
    const tradeNo = str(c, 'trade_no') || deps.store.state.orders.find((o) => o.order_no === byOrder && o.customer_id === customer.customer_id)?.trade_no || '';
    const trade = tradeOf(deps, customer, tradeNo);
    const orders = deps.store.state.orders.filter((o) => trade.order_ids.includes(o.id));
    if (trade.paid) throw new ApiError(CODE.ORDER_STATE, '订单已支付，请勿重复支付');
    if (orders.every((o) => o.status === 6)) throw new ApiError(CODE.ORDER_STATE, '订单已超时关闭，请重新下单');
    // The order's own method when the client names none (an order page does not know its id).
    if (num(c, 'payment_id', WECHAT_PAYMENT.payment_id) !== WECHAT_PAYMENT.payment_id) throw new ApiError(CODE.NO_PAYMENT, '请选择支付方式');
    const openId = str(c, 'open_id');
    if (Number(trade.pay_price) > 0 && !openId) throw new ApiError(CODE.NO_OPEN_ID, '缺少微信授权，请在微信内重新打开页面');
    // JSAPI payment is bound to the payer: the new payer's open id from now on.
    if (openId) trade.open_id = openId;
    deps.store.changed();
    return created(trade);
  }));

  app.post('/1/payment/pay_success', answer((c): Wire<PaySuccessInfo> => {
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
