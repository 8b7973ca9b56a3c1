/** The read calls a logged-in demo shopper makes on the mall screens, with real ids from the demo data. */
import type { CallOptions, TestServer } from './helpers.ts';

export type Call = [method: 'GET' | 'POST', path: string, options: CallOptions];

/** The mall calls a shopper makes, for a logged-in demo customer (the hostile and dialect tests). */
export async function mallCalls(server: TestServer): Promise<Call[]> {
  const token = await server.login();
  const shipped = server.deps.store.state.orders.find((o) => o.customer_id === 10001 && o.parcels.length > 0);
  return [
    ['GET', '/v1/index/get', {}],
    ['GET', '/v1/index/footer/product/list', { query: { tab_id: 0, page: 1, page_size: 20 } }],
    ['GET', '/v1/category/index', {}],
    ['GET', '/v1/category/detail', { query: { top_cid: 2, cid: 202 } }],
    ['GET', '/v1/product/detail/get', { query: { product_id: 1013 } }],
    ['GET', '/v1/seller/index', { query: { seller_id: 202 } }],
    ['GET', '/v1/customer/index/get', { token }],
    ['GET', '/1/customer/favorite_product_items', { token, query: { page: 1 } }],
    ['GET', '/v1/customer/address/list', { token, query: { type: 3 } }],
    ['GET', '/v1/customer/address/get', { token }],
    ['POST', '/v1/trade/order/confirm', { token, body: { buy_product: { 1001: 1, 101304: 1 }, buy_type: 2 } }],
    ['GET', '/v1/trade/order/buyer/list', { token, query: { order_type: 1, page: 1, status: 5 } }],
    ['GET', '/v1/trade/order/buyer/detail', { token, query: { order_no: shipped?.order_no ?? '' } }],
    ['GET', '/v1/trade/order/track/get', { token, query: { order_id: shipped?.id ?? 0 } }],
    ['GET', '/v1/trade/express/track/detail', { token, query: { order_id: shipped?.id ?? 0, track_no: shipped?.parcels[0]?.track_no ?? '' } }],
    ['GET', '/v1/customer/refund/list', { token, query: { page: 1 } }],
    ['GET', '/v1/agency/store/info', { token, query: { agency_store_id: 8002 } }],
    ['GET', '/v1/customer/service/info/get', { token }],
    ['GET', '/v1/component/guide/get', { query: { guide_id: 7 } }],
    ['GET', '/v1/config/get', {}],
    ['GET', '/1/mission/index', { token }],
  ];
}

