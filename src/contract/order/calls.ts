/** Ordering, payment, orders, parcels and after-sales. */
import { call } from '../call-spec.ts';
import type { PageQuery } from '../common.ts';
import type { OrderConfirmRequest, OrderCreateRequest, PaymentCommitRequest, PaySuccessRequest } from './checkout-types.ts';
import {
  logisticsDetail,
  logisticsList,
  orderConfirm,
  orderCreateResult,
  orderDetail,
  orderListPage,
  paySuccessInfo,
  receiptResult,
  refundPage,
  urgeResult,
} from './decode.ts';
import type { LogisticsDetailQuery, LogisticsQuery, OrderDetailQuery, OrderListQuery, ReceiveOrderRequest, UrgeShippingRequest } from './types.ts';

export const orderCalls = {
  'POST /v1/trade/order/confirm': call<OrderConfirmRequest>()(orderConfirm),
  'POST /v1/trade/order/create': call<OrderCreateRequest>()(orderCreateResult),
  // CONTRACT §5: an unpaid order paid again answers as create does.
  'POST /v1/trade/payment/commit': call<PaymentCommitRequest>()(orderCreateResult),
  'POST /1/payment/pay_success': call<PaySuccessRequest>()(paySuccessInfo),
  'GET /v1/trade/order/buyer/list': call<OrderListQuery>()(orderListPage),
  'GET /v1/trade/order/buyer/detail': call<OrderDetailQuery>()(orderDetail),
  'POST /v1/trade/order/urge_shipping': call<UrgeShippingRequest>()(urgeResult),
  'POST /1/order/receiver_order': call<ReceiveOrderRequest>()(receiptResult),
  'GET /v1/trade/order/track/get': call<LogisticsQuery>()(logisticsList),
  'GET /v1/trade/express/track/detail': call<LogisticsDetailQuery>()(logisticsDetail),
  'GET /v1/customer/refund/list': call<PageQuery>()(refundPage),
} as const;
