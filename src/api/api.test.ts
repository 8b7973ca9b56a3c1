import { beforeEach, describe, expect, it, vi } from 'vitest';

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  payload: unknown;
  options: unknown;
}

const sent = vi.hoisted((): Sent[] => []);

vi.mock('../core/request', () => ({
  http: {
    get: (path: string, payload?: unknown, options?: unknown) => {
      sent.push({ method: 'GET', path, payload, options });
      return Promise.resolve(null);
    },
    post: (path: string, payload?: unknown, options?: unknown) => {
      sent.push({ method: 'POST', path, payload, options });
      return Promise.resolve(null);
    },
    syncClock: () => {
      sent.push({ method: 'GET', path: '/v1/config/get', payload: undefined, options: undefined });
      return Promise.resolve({ ts: 1 });
    },
  },
}));

import * as api from './index';

type Fn = { [K in keyof typeof api]: (typeof api)[K] extends (...args: never[]) => unknown ? K : never }[keyof typeof api];
type Row = [fn: Fn, call: () => Promise<unknown>, method: Sent['method'], path: string, payload: unknown];

const buy = { buy_product: { '1001': 2 }, sale_type: 1 };
const address = {
  full_name: 'Li Lei', mobile: '13800000000', province: 'P', province_id: '1', city: 'C', city_id: '2',
  area: 'A', area_id: '3', address: 'No. 1 Road', default: 1 as const,
};

// mall-spec §7 and platform-spec §7: what each call sends.
const table: Row[] = [
  ['getHomeInfo', () => api.getHomeInfo(), 'GET', '/v1/index/get', undefined],
  ['listHomeFeed', () => api.listHomeFeed({ page: 3 }), 'GET', '/v1/index/footer/product/list', { tab_id: 0, page: 3, page_size: 20 }],
  ['listCategories', () => api.listCategories(), 'GET', '/v1/category/index', undefined],
  ['getCategoryDetail', () => api.getCategoryDetail({ top_cid: 1, cid: 11 }), 'GET', '/v1/category/detail', { top_cid: 1, cid: 11 }],
  ['getProductDetail', () => api.getProductDetail({ product_id: 7, agency_store_id: 9, store_share: 1 }), 'GET', '/v1/product/detail/get', { product_id: 7, agency_store_id: 9, store_share: 1 }],
  ['addFavoriteProduct', () => api.addFavoriteProduct({ product_id: 7 }), 'POST', '/v1/product/favorite/add', { product_id: 7 }],
  ['removeFavoriteProduct', () => api.removeFavoriteProduct({ product_id: 7 }), 'POST', '/v1/product/favorite/remove', { product_id: 7 }],
  ['getStore', () => api.getStore({ seller_id: 5, seller_store_type: 2, dealer_id: 6, agency_store_id: 9, store_share: 0 }), 'GET', '/v1/seller/index', { seller_id: 5, seller_store_type: 2, dealer_id: 6, agency_store_id: 9, store_share: 0 }],
  ['getStore', () => api.getStore({ seller_id: 5, page: 2 }), 'GET', '/v1/seller/index', { seller_id: 5, page: 2, page_size: 20 }],
  ['followStore', () => api.followStore({ id: 5 }), 'POST', '/1/customer/add_favorite.html', { id: 5, type: 6 }],
  ['unfollowStore', () => api.unfollowStore({ id: 5 }), 'POST', '/1/customer/remove_favorite.html', { id: 5, type: 6 }],
  ['getStoreOwnerInfo', () => api.getStoreOwnerInfo({ agency_store_id: 9 }), 'GET', '/v1/agency/store/info', { agency_store_id: 9 }],
  ['getCustomerProfile', () => api.getCustomerProfile(), 'GET', '/v1/customer/index/get', undefined],
  ['listFavoriteProducts', () => api.listFavoriteProducts({ page: 1 }), 'GET', '/1/customer/favorite_product_items', { page: 1, page_size: 20 }],
  ['logout', () => api.logout(), 'POST', '/v1/customer/logout', {}],
  ['getCustomerServiceInfo', () => api.getCustomerServiceInfo({ title: 'T', price: '9.90' }), 'GET', '/v1/customer/service/info/get', { title: 'T', price: '9.90' }],
  ['sendLoginCode', () => api.sendLoginCode({ mobile: '13800000000' }), 'POST', '/v1/customer/sms_captcha_get', { mobile: '13800000000', type: 'slogin' }],
  ['loginWithCode', () => api.loginWithCode({ mobile: '13800000000', captcha: '123456' }), 'POST', '/v1/customer/login/captcha_login', { mobile: '13800000000', captcha: '123456' }],
  ['getWeixinOpenId', () => api.getWeixinOpenId({ code: 'c1' }), 'GET', '/v1/weixin/auth/info', { code: 'c1' }],
  ['getWeixinJsSdkConfig', () => api.getWeixinJsSdkConfig({ now_url: 'https://m.test/x' }), 'GET', '/v1/weixin/js/sdk', { now_url: 'https://m.test/x' }],
  ['listAddresses', () => api.listAddresses(), 'GET', '/v1/customer/address/list', { type: 3 }],
  ['getAddress', () => api.getAddress({ id: 4 }), 'GET', '/v1/customer/address/get', { id: 4 }],
  ['addAddress', () => api.addAddress(address), 'POST', '/v1/customer/address/add', address],
  ['recognizeAddress', () => api.recognizeAddress({ address: 'Li Lei 13800000000 P C A' }), 'POST', '/v1/address/format', { address: 'Li Lei 13800000000 P C A' }],
  ['confirmOrder', () => api.confirmOrder({ ...buy, store_share: 1, agency_store_id: 9 }), 'POST', '/v1/trade/order/confirm', { ...buy, buy_type: 2, store_share: 1, agency_store_id: 9 }],
  ['confirmOrder', () => api.confirmOrder({ ...buy, store_share: 0, agency_store_id: 9 }), 'POST', '/v1/trade/order/confirm', { ...buy, buy_type: 2, store_share: 0 }],
  ['createOrder', () => api.createOrder({ ...buy, address_id: 4, payment_id: 1, remark: { '5': 'fast' }, open_id: 'o1' }), 'POST', '/v1/trade/order/create', { ...buy, buy_type: 2, address_id: 4, payment_id: 1, remark: { '5': 'fast' }, open_id: 'o1' }],
  ['listOrders', () => api.listOrders({ page: 2, status: 0 }), 'GET', '/v1/trade/order/buyer/list', { order_type: 1, page: 2, status: 0 }],
  ['getOrderDetail', () => api.getOrderDetail({ order_no: 'O1' }), 'GET', '/v1/trade/order/buyer/detail', { order_no: 'O1' }],
  ['urgeShipping', () => api.urgeShipping({ order_id: 12 }), 'POST', '/v1/trade/order/urge_shipping', { order_id: 12 }],
  ['confirmReceipt', () => api.confirmReceipt({ id: 12 }), 'POST', '/1/order/receiver_order', { id: 12 }],
  ['listOrderParcels', () => api.listOrderParcels({ order_id: 12, biz_type: 1 }), 'GET', '/v1/trade/order/track/get', { order_id: 12, biz_type: 1 }],
  ['getTrackingDetail', () => api.getTrackingDetail({ order_id: 12, track_no: 'SF1', biz_type: 1 }), 'GET', '/v1/trade/express/track/detail', { order_id: 12, track_no: 'SF1', biz_type: 1 }],
  ['listRefunds', () => api.listRefunds({ page: 1 }), 'GET', '/v1/customer/refund/list', { page: 1, page_size: 20 }],
  ['commitPayment', () => api.commitPayment({ order_no: 'SO1', open_id: 'o1' }), 'POST', '/v1/trade/payment/commit', { order_no: 'SO1', open_id: 'o1' }],
  ['getPaySuccess', () => api.getPaySuccess({ trade_no: 'T1' }), 'POST', '/1/payment/pay_success', { trade_no: 'T1' }],
  ['getSystemConfig', () => api.getSystemConfig(), 'GET', '/v1/config/get', undefined],
  ['getComponentPage', () => api.getComponentPage({ id: 101 }), 'GET', '/v1/component/page/info/get', { id: 101 }],
  ['previewComponentPage', () => api.previewComponentPage({ id: 101 }), 'GET', '/v1/component/page/preview', { id: 101 }],
  ['getNavConfig', () => api.getNavConfig({ guide_id: 7 }), 'GET', '/v1/component/guide/get', { guide_id: 7 }],
  ['receiveCoupon', () => api.receiveCoupon({ coupon_id: 3 }), 'POST', '/v1/coupon/receive', { coupon_id: 3 }],
  ['getMissionIndex', () => api.getMissionIndex(), 'GET', '/1/mission/index', undefined],
  ['signIn', () => api.signIn(), 'GET', '/1/mission/sign', undefined],
  ['completeMission', () => api.completeMission({ id: 8 }), 'POST', '/1/mission/mission_complete', { id: 8 }],
  ['repairSignIn', () => api.repairSignIn({ date: '2026-11-09' }), 'POST', '/v1/mission/repair/sign/in', { date: '2026-11-09' }],
  ['setSignRemind', () => api.setSignRemind({ remind: 1 }), 'POST', '/1/mission/set_sign_remind', { remind: 1 }],
  ['listSignRecords', () => api.listSignRecords({ page: 2 }), 'POST', '/1/mission/sign_record', { page: 2, page_size: 20 }],
  ['receiveMissionReward', () => api.receiveMissionReward({ id: 1 }), 'POST', '/1/mission/receive_reward', { id: 1 }],
  ['getShoppingMission', () => api.getShoppingMission(), 'POST', '/1/mission/shopping', {}],
  ['getShareMission', () => api.getShareMission(), 'POST', '/1/mission/share_product_detail', {}],
  ['getShareMission', () => api.getShareMission({ product_id: 1011 }), 'POST', '/1/mission/share_product_detail', { product_id: 1011 }],
  ['getInviteFriendsMission', () => api.getInviteFriendsMission(), 'POST', '/1/mission/invite_friends', {}],
  ['listBillingRewards', () => api.listBillingRewards({ page: 1, page_size: 10 }), 'POST', '/1/mission/billing_reward', { page: 1, page_size: 10 }],
  ['listHistoryActivities', () => api.listHistoryActivities({ page: 1 }), 'POST', '/1/mission/history_activity', { page: 1, page_size: 20 }],
  ['listMissionRecords', () => api.listMissionRecords({ page: 3 }), 'POST', '/1/mission/mission_record', { page: 3, page_size: 20 }],
  ['getRuleImage', () => api.getRuleImage(), 'POST', '/1/mission/rule_image', {}],
  ['getRuleImage', () => api.getRuleImage({ type: 'newbie' }), 'POST', '/1/mission/rule_image', { type: 'newbie' }],
];

describe('api calls', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it.each(table)('%s sends what the call table says', async (_fn, call, method, path, payload) => {
    // The answers here are null, which most decoders refuse: what is sent is the point (decoding: decode/).
    await call().catch(() => undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method, path });
    expect(sent[0]?.payload).toStrictEqual(payload);
  });

  it('covers every exported function', () => {
    const exported = Object.keys(api).filter((name) => typeof api[name as keyof typeof api] === 'function');
    expect(new Set(table.map(([fn]) => fn))).toEqual(new Set(exported));
  });

  it('passes request options through', async () => {
    await api.getCustomerProfile({ silent: true }).catch(() => undefined);
    expect(sent[0]?.options).toEqual({ silent: true });
  });
});
