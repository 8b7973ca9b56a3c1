/**
 * Wire types shared by the client and the embedded API server: every entity of mall-spec §3,
 * platform-spec §3/§7 and the request/response shapes of every call (CONTRACT §2–§5).
 * Field names are exactly as the back end spells them. Types only: no runtime code here.
 */

// ---------------------------------------------------------------------------------------------
// Envelope and common pieces
// ---------------------------------------------------------------------------------------------

/** Every API answer (CONTRACT §2). 0 and 30000 mean success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A price as the server sends it: a yuan string such as "59.90", or a number. */
export type Price = string | number;

/** 0/1 flags as the back end sends them. */
export type Flag = 0 | 1;

/** Query parameters added to every call (CONTRACT §2). */
export interface CommonQuery {
  platform: 'h5';
  /** Unix seconds, corrected by the server clock offset. */
  timestamp: number;
  device_id?: string;
  /** Old-style `/1/...` paths only: the login token. */
  token?: string;
  sign: string;
}

/** `{ list, has_more, total }` container for paged lists the spec does not name (CONTRACT §5). */
export interface PagedList<T> {
  list: T[];
  /** A list may come without it (CONTRACT §5): it then ends on a short page, on total or on nothing new. */
  has_more?: boolean;
  total?: number;
}

export interface PageQuery {
  page: number;
  page_size?: number;
}

// ---------------------------------------------------------------------------------------------
// Targets (ad / action / navigation)
// ---------------------------------------------------------------------------------------------

/** Ad-target kinds of platform-spec §7; an http(s) URL in `target` or `url` opens directly. */
export type AdTargetKind =
  | 'product'
  | 'seller'
  | 'category'
  | 'group_buy'
  | 'agent'
  | 'open_event'
  | 'integral'
  | 'all'
  | 'coupon'
  | 'index';

/** The platform-spec ad/link target; also a page-document `action` (CONTRACT §3). */
export interface AdTarget {
  /** An AdTargetKind, or an http(s) URL. */
  target: AdTargetKind | (string & {});
  target_id?: string | number;
  name?: string;
  /** Whether the target opens in a separate (standalone) window/page. */
  alone?: Flag | boolean;
  url?: string;
  type?: string | number;
  id?: string | number;
}

/** Navigation-config action types (mall-spec §9). */
export type NavTargetType = 5 | 6 | 7 | 9 | 10;

export interface NavTarget {
  /** 5 seller, 6 category detail, 7 category, 9 goods detail, 10 coupon; other values may appear. */
  type: NavTargetType | (number & {});
  /** The id (or `top_cid,cid` for category detail, or a URL) the type needs. */
  content: string;
}

// ---------------------------------------------------------------------------------------------
// Home, feed, categories
// ---------------------------------------------------------------------------------------------

export interface HomeItem extends AdTarget {
  image: string;
  title: string;
}

export interface HomeInfo {
  banner: { bg_image: { url: string }; list: HomeItem[] };
  diamonds: { list: HomeItem[] };
}

/** A product as shown in grids and feeds (feed, category detail, store, recommendations). */
export interface ProductCard {
  product_id: number;
  title: string;
  sub_title: string;
  image: string;
  price_object: { price: Price; market_price?: Price };
  sold_num_desc: string;
  stock: number;
}

export interface FeedQuery extends PageQuery {
  tab_id: number | string;
  page_size: number;
}

export interface FeedPage {
  products: ProductCard[];
  has_more?: boolean;
  tips: string;
}

export interface CategoryChild {
  id: number;
  name: string;
  small_image: string;
}

export interface Category {
  id: number;
  name: string;
  childs: CategoryChild[];
}

export interface CategoryDetailQuery {
  top_cid: number | string;
  cid?: number | string;
  page?: number;
  page_size?: number;
}

export interface CategoryDetail {
  title_name: string;
  items: ProductCard[];
  has_more?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Product, seller, store
// ---------------------------------------------------------------------------------------------

export interface ProductService {
  title: string;
  desc: string;
  icon_url: string;
}

export interface AttributeOption {
  option_id: number;
  title: string;
  image: string;
}

export interface Attribute {
  label: string;
  options: AttributeOption[];
}

/** A variant. sku_code: option ids joined by `_` in attribute order; one attribute: the id alone. */
export interface ChildProduct {
  sku_code: string;
  stock: number;
  price_object: { price: Price };
  product_id: number;
}

export interface SellerTag {
  customer_store_grand: string;
  store_grand_url: string;
  customer_store_contract: string;
  store_contract_url: string;
}

export interface SellerJumpObject {
  /** 1 ordinary seller, 2 dealer (agency) store. */
  seller_type: number;
  dealer_id: number;
  agency_store_id: number;
}

export interface Seller {
  seller_id: number;
  store_name: string;
  logo: string;
  business_scope: string;
  seller_is_dealer: Flag;
  seller_tag: SellerTag;
  seller_jump_object: SellerJumpObject;
}

export interface ProductDetailQuery {
  product_id: number | string;
  agency_store_id?: number | string;
  store_share?: number | string;
}

export interface Product {
  product_id: number;
  title: string;
  sub_title: string;
  images: string[];
  price_object: { price: Price; market_price?: Price };
  stock: number;
  sold_num_desc: string;
  /** 0 = no purchase limit. */
  limit_num: number;
  sale_type: number;
  is_favorite: Flag;
  /** Rich description HTML (sanitise before display). */
  desc_image: string;
  services: ProductService[];
  attributes: Attribute[];
  child_products: ChildProduct[];
  seller: Seller;
}

export interface StoreQuery {
  /** A dealer store may be named by its agency_store_id alone. */
  seller_id?: number | string;
  seller_store_type?: number | string;
  dealer_id?: number | string;
  agency_store_id?: number | string;
  store_share?: number | string;
  page?: number;
  page_size?: number;
}

export interface Store {
  seller: { banner: string; logo: string; name: string; seller_id: number };
  is_dealer: Flag;
  dealer_info: { logo: string; name: string };
  seller_tag: SellerTag;
  fans_total: number;
  on_sale_title: string;
  is_favorite: Flag;
  products: ProductCard[];
  has_more?: boolean;
}

/** Store owner contact; an empty string means the owner has not filled it in / uploaded it. */
export interface StoreOwnerInfo {
  store_mobile: string;
  store_wechat: string;
  store_wechat_qr_code: string;
}

// ---------------------------------------------------------------------------------------------
// Customer, login, favourites
// ---------------------------------------------------------------------------------------------

export interface Customer {
  /** 0 (or absent) = not logged in. */
  customer_id: number;
  nick_name: string;
  headimgurl: string;
  no_medal_notice: string;
  pending_num: number;
  no_shipped_num: number;
  shipped_num: number;
  refund_num: number;
  gzg_wechat: { target_url: string };
  mobile?: string;
}

export interface SmsCaptchaRequest {
  mobile: string;
  type: 'slogin';
}

export interface SmsCaptchaResult {
  /** Seconds until a resend is accepted. */
  interval: number;
}

export interface SmsCaptchaCheckRequest {
  mobile: string;
  captcha: string;
  type?: 'slogin';
}

export interface SmsCaptchaCheckResult {
  valid: boolean;
}

export interface CaptchaLoginRequest {
  mobile: string;
  captcha: string;
}

export interface LoginResult {
  token: string;
  customer_id: number;
}

export interface FavoriteProductItem {
  sh_id: number;
  sh_image: string;
  sh_name: string;
  sh_price_object: { sh_price: Price };
}

export interface FavoriteProductPage {
  sh_products: FavoriteProductItem[];
  sh_total?: number;
}

export interface ProductFavoriteRequest {
  product_id: number | string;
}

/** `/1/customer/add_favorite.html` and `remove_favorite.html`: follow type 6 = store. */
export interface FollowRequest {
  id: number | string;
  type: 6 | (number & {});
}

export interface FollowResult {
  is_favorite: Flag;
  fans_total: number;
}

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

export interface Address {
  id: number;
  full_name: string;
  mobile: string;
  province: string;
  province_id: string;
  city: string;
  city_id: string;
  area: string;
  area_id: string;
  address: string;
  is_default: Flag;
}

export interface AddressList {
  list: Address[];
}

/** The add form (mall-spec §3): an address without its id, with `default` for `is_default`. */
export type AddressForm = Omit<Address, 'id' | 'is_default'> & { default: Flag };

/** mall-spec §7 shows no answer for a new address; ours gives its id. */
export interface AddressAddResult {
  id?: number;
}

export interface AddressFormatRequest {
  address: string;
}

/** Recognised pasted address; fields not found are empty strings. */
export interface AddressFormatResult {
  full_name: string;
  mobile: string;
  province: string;
  province_id: string;
  city: string;
  city_id: string;
  area: string;
  area_id: string;
  address: string;
}

// ---------------------------------------------------------------------------------------------
// Ordering and payment
// ---------------------------------------------------------------------------------------------

export interface OrderConfirmRequest {
  /** product_id (a child product id when a variant was chosen) → quantity. */
  buy_product: Record<string, number>;
  buy_type: 2 | (number & {});
  sale_type?: number | string;
  store_share?: number | string;
  /** Only when store_share is 1. */
  agency_store_id?: number | string;
}

export interface OrderCreateRequest extends OrderConfirmRequest {
  address_id: number | string;
  payment_id: number | string;
  /** seller id → remark text. */
  remark?: Record<string, string>;
  open_id?: string;
  /** Who shared the goods link the purchase came from (`/share/goods/{id}?inviter=&uid=`, mall-spec §2). */
  inviter?: number | string;
  uid?: number | string;
}

export interface ConfirmAddress {
  address_id: number;
  full_name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  address: string;
  is_default: Flag;
}

export interface PaymentMethod {
  payment_id: number;
  name: string;
  description: string;
  logo: string;
}

export interface ProductProperty {
  attribute_label: string;
  alias_name: string;
}

export interface ConfirmProduct {
  /** Not in mall-spec §3's confirm answer. */
  product_id?: number;
  title: string;
  image: string;
  property: ProductProperty[];
  price: Price;
  num: number;
}

export interface ConfirmSellerOrder {
  seller: { seller_id: number; store_name: string };
  products: ConfirmProduct[];
  freight: { price: Price };
  num: number;
  price: { pay_price: Price };
}

export interface OrderConfirm {
  /** null when the customer has no saved address (CONTRACT §5). */
  address: ConfirmAddress | null;
  payments: PaymentMethod[];
  orders: ConfirmSellerOrder[];
  price: { products_price_total: Price; freight_price: Price; pay_price: Price };
}

export interface PayParam {
  timestamp: string;
  nonce_str: string;
  /** `prepay_id=…` */
  wx_package: string;
  sign_type: 'MD5' | (string & {});
  sign: string;
}

export interface OrderCreateResult {
  /** Truthy: already paid (e.g. a zero-price order); go straight to the success page. */
  pay_status: Flag;
  trade_no: string;
  pay_param: PayParam;
}

/** CONTRACT §5: an unpaid order paid again, named by its order or its trade. */
export type PaymentCommitRequest = ({ order_no: string } | { trade_no: string }) & {
  /** Absent where the client does not know it (an order page): the order's own method. */
  payment_id?: number | string;
  open_id: string;
};

export interface PaySuccessRequest {
  trade_no: string;
}

export interface PaySuccessInfo {
  trade_no: string;
  pay_status: Flag;
  pay_price: Price;
  payment_name: string;
  order_nos: string[];
  recommend_products: ProductCard[];
}

/**
 * The order statuses the screens know: 0 pending payment, 1 pending shipment, 2 pending receipt,
 * 3 completed, 6 closed (unpaid past tip.time). The list filter also uses 5 = all and 4 = after-sales.
 */
export type KnownOrderStatus = 0 | 1 | 2 | 3 | 6;

/**
 * An order's status as the server sends it: a known one or any other whole number, which the screens
 * show by its `status_label` with the buttons its `button` flags allow (CONTRACT §5).
 */
export type OrderStatus = number;

export type OrderListStatus = 5 | 0 | 1 | 2 | 4;

export interface OrderListQuery {
  order_type: 1;
  page: number;
  status: OrderListStatus;
}

export interface OrderButtons {
  /** 1 show 提醒发货; 3 already reminded (已提醒); other values hide it. */
  urge_shipping: number;
  /** 1 = view logistics. */
  trade_btn: Flag;
  /** 1 = apply for after-sales. */
  after_sale_btn: Flag;
  /** 1 = confirm receipt. */
  confirm_btn: Flag;
}

export interface OrderProduct {
  /** Not in mall-spec §3's order product. */
  product_id?: number;
  image: string;
  name: string;
  /** Attribute description, e.g. "颜色:红色 尺码:M". */
  property: string;
  price: Price;
  buy_qty: number;
}

export interface OrderListOrder {
  order_no: string;
  id: number;
  /** Not in mall-spec §3's order list item, which gives status_label. */
  status?: OrderStatus;
  status_label: string;
  seller: { seller_id: number; store_name: string; is_dealer: Flag; agency_store_id: number };
  products: OrderProduct[];
  subtotal: Price;
  order_type: 'order' | 'trade';
}

export interface OrderListTrade {
  trade_no: string;
  status_label: string;
  orders: OrderListOrder[];
  subtotal: Price;
  product_num: number;
}

/** One order-list row: a single order, or an unpaid trade grouping several sellers' orders. */
export interface OrderListItem {
  order_type: 'order' | 'trade';
  order?: OrderListOrder;
  trade?: OrderListTrade;
  product_num: number;
  button: OrderButtons;
}

export type OrderListPage = PagedList<OrderListItem>;

export interface OrderDetailQuery {
  order_no: string;
}

export interface OrderDetail {
  /** Not in mall-spec §3's order detail: without it the footer offers no action that needs it. */
  id?: number;
  status: OrderStatus;
  status_label: string;
  tip: {
    text: string;
    subtext: string;
    /** Status 0: automatic-closing deadline, Unix seconds on the server clock; otherwise 0. */
    time: number;
  };
  address: { receiver_name: string; receiver_phone: string; receiver_address: string };
  seller: { seller_id: number; store_name: string; is_dealer: Flag; agency_store_id: number; logo: string };
  products: OrderProduct[];
  product_num: number;
  should_pay_price: Price;
  /** Not in mall-spec §3's order detail: the row is left out without it. */
  freight_price?: Price;
  /** Not in mall-spec §3's order detail: the row is left out without it. */
  products_price_total?: Price;
  order_no: string;
  trade_no: string;
  /** Payment method name, e.g. 微信支付. */
  payment: string;
  /** "YYYY-MM-DD HH:mm:ss" */
  create_at: string;
  remark: string;
  refund_button: { is_refund_btn: Flag; is_refund_btn_txt: string };
  button: OrderButtons;
}

export interface UrgeShippingRequest {
  order_id: number | string;
}

/** `/1/order/receiver_order`. */
export interface ReceiveOrderRequest {
  id: number | string;
}

// ---------------------------------------------------------------------------------------------
// Logistics and after-sales
// ---------------------------------------------------------------------------------------------

export interface LogisticsQuery {
  order_id: number | string;
  biz_type?: number | string;
}

export interface LogisticsDetailQuery extends LogisticsQuery {
  track_no: string;
}

export interface TrackEntry {
  context: string;
  /** "YYYY-MM-DD HH:mm:ss" */
  time: string;
}

export interface ExpressParcel {
  /** 4 = delivered (shown green); anything else pink. */
  track_status: number;
  track_status_desc: string;
  shipment_company: string;
  track_no: string;
  latest_track_data: TrackEntry;
}

export interface LogisticsList {
  express_list: ExpressParcel[];
}

export interface LogisticsDetail {
  /** Not in mall-spec §3's logistics detail. */
  track_status?: number;
  track_status_desc: string;
  shipment_company: string;
  track_no: string;
  track_list: TrackEntry[];
}

export interface RefundProduct {
  image: string;
  name: string;
  attribute_desc: string;
  qty: number;
  /** Refund amount; shown only above 0. */
  amount: Price;
  /** Refunded gold; shown only above 0. */
  integral: Price;
}

export interface RefundItem {
  /** Not in mall-spec §3's after-sales item. */
  id?: number;
  refund_no: string;
  order_no: string;
  seller: { seller_id: number; store_name: string; is_dealer: Flag; agency_store_id: number };
  /** "0" refund only, "1" return and refund, anything else another kind. */
  refund_type: string;
  refund_type_label: string;
  status_label: string;
  products: RefundProduct[];
}

export type RefundPage = PagedList<RefundItem>;

// ---------------------------------------------------------------------------------------------
// Config, service, WeChat
// ---------------------------------------------------------------------------------------------

export interface SystemConfig {
  service_rule_url: string;
  privacy_rule_url: string;
  s_is_open_sence: Flag;
  /** CONTRACT §7: a route of platform-spec §2 → the published component page shown on it. */
  route_pages: Readonly<Record<string, number>>;
  /** Server Unix seconds; the client keeps `offset = ts - localSeconds`. */
  ts: number;
}

export interface ServiceInfoQuery {
  title?: string;
  img?: string;
  price?: Price;
  sub_title?: string;
}

export interface ServiceInfo {
  service_url: string;
}

export interface WeixinAuthInfo {
  openid: string;
}

export interface WeixinJsSdk {
  appid: string;
  timestamp: number;
  noncestr: string;
  signature: string;
}

export interface NavItem {
  title: string;
  target: NavTarget;
  guide_icon: string;
  selected_icon: string;
  unselected_icon: string;
}

export interface NavConfig {
  guide_id: number;
  /** 1 = top tab bar, 2 = bottom nav bar. */
  guide_position: 1 | 2;
  config: {
    config: {
      /** Text colour of the selected item. */
      selected: string;
      /** Text colour of the other items. */
      unselected: string;
      bg_color: string;
      /** 0–1 (or 0–100 from older configs). */
      opacity: number;
      bg_img: string;
      navs: NavItem[];
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Component pages (CONTRACT §3) and coupons
// ---------------------------------------------------------------------------------------------

// The page document belongs to the renderer; the wire carries exactly that shape.
export type { NodeStyle, NodeVisibility, PageDocument, PageNode, Platform as PagePlatform } from '../core/renderer/document';

export interface PageQueryById {
  id: number | string;
}

export type CouponStatus = 'receivable' | 'received' | 'sold_out';

export interface CouponReceiveRequest {
  coupon_id: number | string;
}

export interface CouponReceiveResult {
  coupon_id: number;
  status: CouponStatus;
}

// ---------------------------------------------------------------------------------------------
// Mission center (platform-spec §7; shapes are this project's choice)
// ---------------------------------------------------------------------------------------------

export interface SignDay {
  /** "YYYY-MM-DD" */
  date: string;
  /** Coins for signing this day. */
  reward: number;
  signed: boolean;
  /** A past, unsigned day of this week that can be made up. */
  can_repair: boolean;
  is_today: boolean;
}

/** 0 to do, 1 done and reward claimable, 2 reward received. */
export type MissionStatus = 0 | 1 | 2;

export interface Mission {
  id: number;
  title: string;
  desc: string;
  icon: string;
  reward: number;
  status: MissionStatus;
  progress: number;
  total: number;
  /** Where the mission's button leads. */
  action?: AdTarget;
}

export interface MissionIndex {
  coin_total: number;
  sign: {
    today_signed: boolean;
    continuous_days: number;
    remind: Flag;
    repair_cards: number;
    days: SignDay[];
  };
  missions: Mission[];
  banner: string;
}

export interface MissionSignResult {
  date: string;
  reward: number;
  continuous_days: number;
  coin_total: number;
}

export interface RepairSignRequest {
  /** "YYYY-MM-DD", a past day of this week. */
  date: string;
}

export interface SignRemindRequest {
  remind: Flag;
}

export interface SignRemindResult {
  remind: Flag;
}

export interface SignRecordEntry {
  date: string;
  reward: number;
  /** 1 signed on the day, 2 made up. */
  type: 1 | 2;
}

export type SignRecordPage = PagedList<SignRecordEntry>;

export interface MissionIdRequest {
  id: number | string;
}

export interface MissionCompleteResult {
  mission_id: number;
  status: MissionStatus;
  /** true when this call was a repeat for the same customer and mission. */
  already_completed: boolean;
}

export interface ReceiveRewardResult {
  mission_id: number;
  reward: number;
  /** The shopper's coins after the reward; a back end that leaves it out makes the screen read the index again. */
  coin_total?: number;
}

export interface ShoppingMission {
  /** Absent when the back end leaves it out: what else the answer has is still shown. */
  mission?: Mission;
  products: ProductCard[];
}

export interface ShareProductMission {
  mission?: Mission;
  products: ProductCard[];
}

export interface InviteFriendsMission {
  mission?: Mission;
  invite_code: string;
  invited_num: number;
  reward_per_friend: number;
  friends: InvitedFriend[];
}

export interface InvitedFriend {
  nick_name: string;
  headimgurl: string;
  time: string;
}

export interface BillingRewardEntry {
  order_no: string;
  pay_price: Price;
  reward: number;
  status_label: string;
  time: string;
}

export type BillingRewardPage = PagedList<BillingRewardEntry>;

export interface HistoryActivity {
  id: number;
  title: string;
  image: string;
  start_time: string;
  end_time: string;
  status_label: string;
}

export type HistoryActivityPage = PagedList<HistoryActivity>;

export interface MissionRecordEntry {
  id: number;
  title: string;
  reward: number;
  time: string;
}

export type MissionRecordPage = PagedList<MissionRecordEntry>;

export interface RuleImage {
  image: string;
  /** Plain text, or HTML (sanitised before display). */
  rule_text: string;
}

export interface ShareProductRequest {
  /** The product just shared: counts towards the share mission. Without it, the call only reads. */
  product_id?: number | string;
}

export interface RuleImageRequest {
  /** Which rule (the back end's own names; absent: the mission centre's). */
  type?: string;
}

// ---------------------------------------------------------------------------------------------
// Call table: method + path → request and answer data types
// ---------------------------------------------------------------------------------------------

export type NoParams = Record<string, never>;

/** Every call the client makes: `req` is the query (GET) or JSON body (POST) minus CommonQuery. */
export interface ApiCalls {
  'GET /v1/index/get': { req: NoParams; res: HomeInfo };
  'GET /v1/index/footer/product/list': { req: FeedQuery; res: FeedPage };
  'GET /v1/category/index': { req: NoParams; res: Category[] };
  'GET /v1/category/detail': { req: CategoryDetailQuery; res: CategoryDetail };
  'GET /v1/customer/index/get': { req: NoParams; res: Customer };
  'GET /v1/product/detail/get': { req: ProductDetailQuery; res: Product };
  'POST /v1/product/favorite/add': { req: ProductFavoriteRequest; res: { is_favorite: Flag } };
  'POST /v1/product/favorite/remove': { req: ProductFavoriteRequest; res: { is_favorite: Flag } };
  'POST /v1/trade/order/confirm': { req: OrderConfirmRequest; res: OrderConfirm };
  'POST /v1/trade/order/create': { req: OrderCreateRequest; res: OrderCreateResult };
  'GET /v1/seller/index': { req: StoreQuery; res: Store };
  'GET /v1/trade/order/buyer/list': { req: OrderListQuery; res: OrderListPage };
  'GET /v1/trade/order/buyer/detail': { req: OrderDetailQuery; res: OrderDetail };
  'POST /v1/trade/order/urge_shipping': { req: UrgeShippingRequest; res: { urge_shipping: number } };
  'POST /1/order/receiver_order': { req: ReceiveOrderRequest; res: { status?: OrderStatus } };
  'GET /v1/customer/address/list': { req: { type: 3 | (number & {}) }; res: AddressList };
  'GET /v1/customer/address/get': { req: { id?: number | string }; res: Address | null };
  'POST /v1/address/format': { req: AddressFormatRequest; res: AddressFormatResult };
  'POST /v1/customer/address/add': { req: AddressForm; res: AddressAddResult };
  'POST /v1/customer/sms_captcha_get': { req: SmsCaptchaRequest; res: SmsCaptchaResult };
  'POST /v1/customer/login/captcha_login': { req: CaptchaLoginRequest; res: LoginResult };
  'POST /v1/customer/sms_captcha_check': { req: SmsCaptchaCheckRequest; res: SmsCaptchaCheckResult };
  'POST /v1/customer/logout': { req: NoParams; res: null };
  'GET /v1/agency/store/info': { req: { agency_store_id: number | string }; res: StoreOwnerInfo };
  'POST /v1/trade/payment/commit': { req: PaymentCommitRequest; res: OrderCreateResult };
  'POST /1/payment/pay_success': { req: PaySuccessRequest; res: PaySuccessInfo };
  'GET /1/customer/favorite_product_items': { req: PageQuery; res: FavoriteProductPage };
  'GET /v1/customer/refund/list': { req: PageQuery; res: RefundPage };
  'GET /v1/trade/order/track/get': { req: LogisticsQuery; res: LogisticsList };
  'GET /v1/trade/express/track/detail': { req: LogisticsDetailQuery; res: LogisticsDetail };
  'POST /1/customer/add_favorite.html': { req: FollowRequest; res: FollowResult };
  'POST /1/customer/remove_favorite.html': { req: FollowRequest; res: FollowResult };
  'GET /v1/customer/service/info/get': { req: ServiceInfoQuery; res: ServiceInfo };
  'GET /v1/config/get': { req: NoParams; res: SystemConfig };
  'GET /v1/weixin/auth/info': { req: { code: string }; res: WeixinAuthInfo };
  'GET /v1/weixin/js/sdk': { req: { now_url: string }; res: WeixinJsSdk };
  'POST /v1/tool/file/upload': { req: { module: string }; res: { url: string } };
  // A page document is decoded by the renderer (migrations, its schema, node by node).
  'GET /v1/component/page/info/get': { req: PageQueryById; res: unknown };
  'GET /v1/component/page/preview': { req: PageQueryById; res: unknown };
  'GET /v1/component/guide/get': { req: { guide_id: number | string }; res: NavConfig };
  'POST /v1/coupon/receive': { req: CouponReceiveRequest; res: CouponReceiveResult };
  'GET /1/mission/index': { req: NoParams; res: MissionIndex };
  'GET /1/mission/sign': { req: NoParams; res: MissionSignResult };
  'POST /v1/mission/repair/sign/in': { req: RepairSignRequest; res: MissionSignResult };
  'POST /1/mission/set_sign_remind': { req: SignRemindRequest; res: SignRemindResult };
  'POST /1/mission/sign_record': { req: PageQuery; res: SignRecordPage };
  'POST /1/mission/mission_complete': { req: MissionIdRequest; res: MissionCompleteResult };
  'POST /1/mission/receive_reward': { req: MissionIdRequest; res: ReceiveRewardResult };
  'POST /1/mission/shopping': { req: NoParams; res: ShoppingMission };
  'POST /1/mission/share_product_detail': { req: ShareProductRequest; res: ShareProductMission };
  'POST /1/mission/invite_friends': { req: NoParams; res: InviteFriendsMission };
  'POST /1/mission/billing_reward': { req: PageQuery; res: BillingRewardPage };
  'POST /1/mission/history_activity': { req: PageQuery; res: HistoryActivityPage };
  'POST /1/mission/mission_record': { req: PageQuery; res: MissionRecordPage };
  'POST /1/mission/rule_image': { req: RuleImageRequest; res: RuleImage };
}

export type ApiCallKey = keyof ApiCalls;
