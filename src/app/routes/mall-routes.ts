import type { RouteEntry } from './types';
import { PAGE_BASICS } from '../../../widgets/page-basics';

/**
 * The mall's screens (mall-spec §2). A `system` screen's body is a system widget fed from the address
 * (plus any props the route fixes); login has its own pages.
 */
export const MALL_ROUTES: RouteEntry[] = [
  { path: '/mall/portal', title: '公主购商城', keepAlive: true, preload: ['banner', 'icon-grid', 'product-feed'], system: { type: 'system:portal', tabBar: true } },
  { path: '/mall/category', title: '分类', keepAlive: true, system: { type: 'system:category', tabBar: true } },
  { path: '/mall/category/detail', title: '商品列表', system: { type: 'system:category-detail', query: ['id', 'topcid'] } },
  { path: '/mall/mine', title: '我的', system: { type: 'system:mine', tabBar: true } },
  {
    path: '/mall/goods-detail',
    title: '商品详情',
    system: { type: 'system:goods-detail', query: ['id', 'agency_store_id', 'store_share'] },
  },
  {
    path: '/mall/shop-detail',
    title: '店铺',
    system: { type: 'system:shop-detail', query: ['seller_id', 'seller_store_type', 'dealer_id', 'agency_store_id', 'store_share'] },
  },
  { path: '/mall/shop-contact', title: '联系店主', auth: true, system: { type: 'system:shop-contact', query: ['agency_store_id'] } },
  { path: '/mall/collect', title: '我的收藏', auth: true, system: { type: 'system:collect' } },
  { path: '/mall/order/list', title: '我的订单', auth: true, keepAlive: true, system: { type: 'system:order-list', query: ['orderindex'] } },
  { path: '/mall/order/detail', title: '订单详情', auth: true, system: { type: 'system:order-detail', query: ['order_no'] } },
  {
    path: '/mall/confirm',
    title: '确认订单',
    auth: true,
    system: {
      type: 'system:confirm',
      query: ['buy_product', 'sale_type', 'store_share', 'agency_store_id', 'address_id', 'code', 'state', 'inviter', 'uid'],
    },
  },
  { path: '/mall/pay-success', title: '支付成功', auth: true, system: { type: 'system:pay-success', query: ['trade_no'] } },
  { path: '/mall/address/list', title: '收货地址', auth: true, system: { type: 'system:address-list', query: ['address_id', 'redirect'] } },
  { path: '/mall/address/add', title: '新增收货地址', auth: true, system: { type: 'system:address-add', query: ['redirect'] } },
  { path: '/mall/login', title: '登录', smsLogin: true, page: () => import('../../features/auth/LoginPage') },
  { path: '/mall/login/code', title: '输入验证码', smsLogin: true, page: () => import('../../features/auth/LoginCodePage') },
  { path: '/mall/setting', title: '设置', auth: true, system: { type: 'system:setting' } },
  { path: '/mall/setting/privacy', title: '隐私政策', system: { type: 'system:rule-page', props: { rule: 'privacy' } } },
  { path: '/mall/setting/agreement', title: '用户协议', system: { type: 'system:rule-page', props: { rule: 'service' } } },
  { path: '/mall/after-sales/list', title: '退款/售后', auth: true, system: { type: 'system:after-sales' } },
  { path: '/mall/packages/logistics', title: '物流信息', auth: true, system: { type: 'system:logistics', query: ['id', 'biz_type'] } },
  {
    path: '/mall/packages/logistics/detail',
    title: '物流详情',
    auth: true,
    system: { type: 'system:logistics-detail', query: ['id', 'track_no', 'biz_type', 'index'] },
  },
  {
    path: '/share/goods/:goodid',
    title: '商品详情',
    system: { type: 'system:goods-detail', pathParams: { goodid: 'id' }, query: ['inviter', 'uid'] },
  },
  { path: '/active/component-active', title: '活动', preload: PAGE_BASICS, page: () => import('../../features/component-page/ComponentActivePage') },
];

/** The route name the spec gives the confirm page. */
export const ROUTE_NAMES = { mallConfirm: '/mall/confirm' } as const;
