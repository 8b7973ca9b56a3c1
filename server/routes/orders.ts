/** Order follow-up: list, detail, urge shipping, confirm receipt, logistics, after-sales list. */
import type { LogisticsDetail, LogisticsList, OrderDetail, OrderListPage, RefundPage, Wire } from '../../src/contract/index.ts';
import { formatTime } from '../clock.ts';
import { answer, num, pageOf, paging, requireCustomer, str, type App, type Ctx, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { CustomerRec, OrderRec, ParcelRec } from '../model.ts';
import { toFen, toYuan } from '../money.ts';
import { STATUS_LABEL, buttons, listRows, orderProducts, orderTotalFen, productNum } from '../state/orders.ts';
import { WECHAT_PAYMENT } from './trade.ts';

const TIPS: Record<OrderRec['status'], { text: string; subtext: string }> = {
  0: { text: '等待买家付款', subtext: '超时未付款，订单将自动关闭' },
  1: { text: '等待商家发货', subtext: '商家正在打包您的宝贝' },
  2: { text: '商家已发货', subtext: '您的包裹正在路上，请耐心等待' },
  3: { text: '交易完成', subtext: '感谢您的购买，欢迎再次光临' },
  6: { text: '交易关闭', subtext: '超时未支付，订单已自动关闭' },
};

const TRACK_DESC: Record<number, string> = { 1: '已揽收', 2: '运输中', 3: '派送中', 4: '已签收' };

function myOrder(deps: Deps, customer: CustomerRec, find: (o: OrderRec) => boolean): OrderRec {
  const order = deps.store.state.orders.find((o) => o.customer_id === customer.customer_id && find(o));
  if (!order) throw new ApiError(CODE.NOT_FOUND, '订单不存在');
  return order;
}

/** Accepts an order id, or an order number where clients send one. */
function orderByIdParam(c: Ctx, deps: Deps, customer: CustomerRec, key: string): OrderRec {
  const raw = str(c, key);
  return myOrder(deps, customer, (o) => String(o.id) === raw || o.order_no === raw);
}

function parcelOf(order: OrderRec, trackNo: string): ParcelRec {
  const parcel = order.parcels.find((p) => p.track_no === trackNo) ?? (trackNo ? undefined : order.parcels[0]);
  if (!parcel) throw new ApiError(CODE.NOT_FOUND, '物流信息不存在');
  return parcel;
}

export function registerOrders(app: App, deps: Deps): void {
  app.get('/v1/trade/order/buyer/list', answer((c): Wire<OrderListPage> => {
    const customer = requireCustomer(c, deps);
    const rows = listRows(deps, customer.customer_id, num(c, 'status', 5));
    // The client sends no page_size (mall-spec §7).
    const { page, size } = paging(c, 10);
    const { slice, has_more } = pageOf(rows, page, size);
    return { list: slice, has_more, total: rows.length };
  }));

  app.get('/v1/trade/order/buyer/detail', answer((c): Wire<OrderDetail> => {
    const customer = requireCustomer(c, deps);
    const order = myOrder(deps, customer, (o) => o.order_no === str(c, 'order_no'));
    const seller = deps.catalog.seller(order.seller_id);
    const goods = order.items.reduce((sum, item) => sum + toFen(item.price) * item.qty, 0);
    const refundable = order.status === 1 || order.status === 2 || order.status === 3;
    return {
      id: order.id,
      status: order.status,
      status_label: STATUS_LABEL[order.status],
      tip: { ...TIPS[order.status], time: order.status === 0 ? order.deadline : 0 },
      address: order.receiver,
      seller: {
        seller_id: order.seller_id,
        store_name: seller?.store_name ?? '',
        is_dealer: seller?.is_dealer ?? 0,
        agency_store_id: seller?.agency_store_id ?? 0,
        logo: seller?.logo ?? '',
      },
      products: orderProducts(order),
      product_num: productNum(order),
      should_pay_price: toYuan(orderTotalFen(order)),
      freight_price: order.freight,
      products_price_total: toYuan(goods),
      order_no: order.order_no,
      trade_no: order.trade_no,
      payment: WECHAT_PAYMENT.name,
      create_at: formatTime(order.created_at),
      remark: order.remark,
      refund_button: { is_refund_btn: refundable ? 1 : 0, is_refund_btn_txt: refundable ? '申请售后' : '' },
      button: buttons(order),
    };
  }));

  app.post('/v1/trade/order/urge_shipping', answer((c) => {
    const customer = requireCustomer(c, deps);
    const order = orderByIdParam(c, deps, customer, 'order_id');
    if (order.status !== 1) throw new ApiError(CODE.ORDER_STATE, '当前订单状态无需提醒发货');
    if (order.urged) throw new ApiError(CODE.ALREADY_URGED, '您已提醒过商家发货，请耐心等待');
    order.urged = true;
    deps.store.changed();
    return { urge_shipping: 3 };
  }));

  app.post('/1/order/receiver_order', answer((c) => {
    const customer = requireCustomer(c, deps);
    const order = orderByIdParam(c, deps, customer, 'id');
    if (order.status !== 2) throw new ApiError(CODE.ORDER_STATE, '当前订单状态不可确认收货');
    const now = deps.clock.now();
    order.status = 3;
    order.received_at = now;
    for (const parcel of order.parcels) {
      if (parcel.track_status === 4) continue;
      parcel.track_status = 4;
      parcel.track_list.unshift({ context: '买家已确认收货，感谢使用', time: now });
    }
    deps.store.changed();
    return { status: order.status };
  }));

  app.get('/v1/trade/order/track/get', answer((c): LogisticsList => {
    const customer = requireCustomer(c, deps);
    const order = orderByIdParam(c, deps, customer, 'order_id');
    return {
      express_list: order.parcels.map((p) => ({
        track_status: p.track_status,
        track_status_desc: TRACK_DESC[p.track_status] ?? '运输中',
        shipment_company: p.shipment_company,
        track_no: p.track_no,
        latest_track_data: p.track_list[0]
          ? { context: p.track_list[0].context, time: formatTime(p.track_list[0].time) }
          : { context: '暂无物流信息', time: '' },
      })),
    };
  }));

  app.get('/v1/trade/express/track/detail', answer((c): LogisticsDetail => {
    const customer = requireCustomer(c, deps);
    const parcel = parcelOf(orderByIdParam(c, deps, customer, 'order_id'), str(c, 'track_no'));
    return {
      track_status: parcel.track_status,
      track_status_desc: TRACK_DESC[parcel.track_status] ?? '运输中',
      shipment_company: parcel.shipment_company,
      track_no: parcel.track_no,
      track_list: parcel.track_list.map((t) => ({ context: t.context, time: formatTime(t.time) })),
    };
  }));

  app.get('/v1/customer/refund/list', answer((c): Wire<RefundPage> => {
    const customer = requireCustomer(c, deps);
    const mine = deps.store.state.refunds.filter((r) => r.customer_id === customer.customer_id).sort((a, b) => b.id - a.id);
    const { page, size } = paging(c, 20);
    const { slice, has_more } = pageOf(mine, page, size);
    const typeLabel = (type: string) => (type === '0' ? '仅退款' : type === '1' ? '退货退款' : '换货');
    return {
      list: slice.map((r) => {
        const seller = deps.catalog.seller(r.seller_id);
        return {
          id: r.id,
          refund_no: r.refund_no,
          order_no: r.order_no,
          seller: { seller_id: r.seller_id, store_name: seller?.store_name ?? '', is_dealer: seller?.is_dealer ?? 0, agency_store_id: seller?.agency_store_id ?? 0 },
          refund_type: r.refund_type,
          refund_type_label: typeLabel(r.refund_type),
          status_label: r.status_label,
          products: r.products,
        };
      }),
      has_more,
      total: mine.length,
    };
  }));
}
