import { orderCalls } from '../contract/order/calls';
import { callsOf, withPageSize, type RequestOptions } from './call';
import { BUY_TYPE, ORDER_TYPE } from './constants';
import type {
  LogisticsDetail,
  LogisticsDetailQuery,
  LogisticsList,
  LogisticsQuery,
  OrderConfirm,
  OrderConfirmRequest,
  OrderCreateRequest,
  OrderCreateResult,
  OrderDetail,
  OrderDetailQuery,
  OrderListPage,
  OrderListQuery,
  OrderStatus,
  PageQuery,
  PaymentCommitRequest,
  PaySuccessInfo,
  PaySuccessRequest,
  ReceiveOrderRequest,
  RefundPage,
  UrgeShippingRequest,
} from '../contract';

const { get, post } = callsOf(orderCalls);

export type ConfirmOrderRequest = Omit<OrderConfirmRequest, 'buy_type'> & Partial<Pick<OrderConfirmRequest, 'buy_type'>>;
export type CreateOrderRequest = Omit<OrderCreateRequest, 'buy_type'> & Partial<Pick<OrderCreateRequest, 'buy_type'>>;

// mall-spec §7: agency_store_id goes along only for a store-share purchase.
function buyBody<T extends ConfirmOrderRequest>({ agency_store_id, buy_type = BUY_TYPE, ...rest }: T) {
  const shared = Number(rest.store_share) === 1 && agency_store_id !== undefined;
  return { ...rest, buy_type, ...(shared ? { agency_store_id } : {}) };
}

export function confirmOrder(request: ConfirmOrderRequest, options?: RequestOptions): Promise<OrderConfirm> {
  return post('/v1/trade/order/confirm', buyBody(request), options);
}

export function createOrder(request: CreateOrderRequest, options?: RequestOptions): Promise<OrderCreateResult> {
  return post('/v1/trade/order/create', buyBody(request), options);
}

/** CONTRACT §5: a fresh payment of an unpaid order; answers as create does. */
export function commitPayment(request: PaymentCommitRequest, options?: RequestOptions): Promise<OrderCreateResult> {
  return post('/v1/trade/payment/commit', request, options);
}

export type OrderListRequest = Pick<OrderListQuery, 'page' | 'status'>;

export function listOrders({ page, status }: OrderListRequest, options?: RequestOptions): Promise<OrderListPage> {
  return get('/v1/trade/order/buyer/list', { order_type: ORDER_TYPE, page, status }, options);
}

export function getOrderDetail({ order_no }: OrderDetailQuery, options?: RequestOptions): Promise<OrderDetail> {
  return get('/v1/trade/order/buyer/detail', { order_no }, options);
}

export function urgeShipping({ order_id }: UrgeShippingRequest, options?: RequestOptions): Promise<{ urge_shipping: number }> {
  return post('/v1/trade/order/urge_shipping', { order_id }, options);
}

export function confirmReceipt({ id }: ReceiveOrderRequest, options?: RequestOptions): Promise<{ status?: OrderStatus }> {
  return post('/1/order/receiver_order', { id }, options);
}

export function listOrderParcels({ order_id, biz_type }: LogisticsQuery, options?: RequestOptions): Promise<LogisticsList> {
  return get('/v1/trade/order/track/get', { order_id, biz_type }, options);
}

export function getTrackingDetail(
  { order_id, track_no, biz_type }: LogisticsDetailQuery,
  options?: RequestOptions,
): Promise<LogisticsDetail> {
  return get('/v1/trade/express/track/detail', { order_id, track_no, biz_type }, options);
}

export function listRefunds(query: PageQuery, options?: RequestOptions): Promise<RefundPage> {
  return get('/v1/customer/refund/list', withPageSize(query), options);
}

export function getPaySuccess({ trade_no }: PaySuccessRequest, options?: RequestOptions): Promise<PaySuccessInfo> {
  return post('/1/payment/pay_success', { trade_no }, options);
}
