/**
 * The minimal dialect: for each call mall-spec §3 describes, only the fields §3 lists; every other
 * field is removed, so a test shows the client needs nothing more than the spec promises. Calls §3
 * does not describe are answered as they are.
 *
 * A shape says what of a value is kept: `true` keeps it whole; `{ field: shape }` keeps only those
 * fields of an object; `[shape]` applies the shape to every item of a list. A value that is not what
 * its shape expects (null, say) is kept as it is: the dialect removes, it never invents.
 */

export type Shape = true | readonly [Shape] | ShapeFields;

export interface ShapeFields {
  readonly [field: string]: Shape;
}

// Pieces §3 names once and uses twice; each quotes its spec text.

/** "Items carry target, target_id, image, title." (Home info's banner and diamonds lists) */
const HOME_ITEM: Shape = { target: true, target_id: true, image: true, title: true };

/** "seller_tag{customer_store_grand, store_grand_url, customer_store_contract, store_contract_url}" (Product) */
const SELLER_TAG: Shape = { customer_store_grand: true, store_grand_url: true, customer_store_contract: true, store_contract_url: true };

/** "Address: id, full_name, mobile, province, city, area (each with ids), address, is_default." */
const ADDRESS: Shape = {
  id: true, full_name: true, mobile: true, province: true, province_id: true, city: true, city_id: true, area: true, area_id: true,
  address: true, is_default: true,
};

/** Order list item: "seller{store_name, is_dealer, agency_store_id}"; order detail's `seller` uses it too. */
const ORDER_SELLER: Shape = { store_name: true, is_dealer: true, agency_store_id: true };

/** Order list item: "products[{image, name, property, price, buy_qty}]"; order detail's `products` uses it too. */
const ORDER_PRODUCTS: Shape = [{ image: true, name: true, property: true, price: true, buy_qty: true }];

/**
 * Call path → the shape of its answer's data, one entry per §3 entity. Lists in containers CONTRACT §5
 * names (`{ list, has_more, total }`, `{ list }`) keep `list` and `total` and lose `has_more`, which
 * CONTRACT §5 says a list may come without. Product cards (feed `products`, category `items`, store
 * `products`) are not described by §3 and stay whole.
 */
export const MINIMAL_SHAPES: Readonly<Record<string, Shape>> = {
  // "Home info: banner {bg_image.url, list[]}, diamonds {list[]}. Items carry target, target_id, image, title."
  '/v1/index/get': { banner: { bg_image: { url: true }, list: [HOME_ITEM] }, diamonds: { list: [HOME_ITEM] } },

  // "Feed response: products[], has_more, tips."
  '/v1/index/footer/product/list': { products: true, has_more: true, tips: true },

  // "Category: id, name, childs[{id, name, small_image}]." (the tree is a list of them)
  '/v1/category/index': [{ id: true, name: true, childs: [{ id: true, name: true, small_image: true }] }],

  // "Category detail: title_name, items[]."
  '/v1/category/detail': { title_name: true, items: true },

  // "Product: product_id, title, sub_title, images[], price_object.price, stock, sold_num_desc, limit_num (0 = no
  // limit), sale_type, is_favorite, desc_image (HTML), services[{title, desc, icon_url}], attributes[{label,
  // options[{option_id, title, image}]}], child_products[{sku_code, stock, price_object.price, product_id}],
  // seller{seller_id, store_name, logo, business_scope, seller_is_dealer, seller_tag{…}, seller_jump_object{seller_type,
  // dealer_id, agency_store_id}}."
  '/v1/product/detail/get': {
    product_id: true, title: true, sub_title: true, images: true, price_object: { price: true }, stock: true, sold_num_desc: true,
    limit_num: true, sale_type: true, is_favorite: true, desc_image: true,
    services: [{ title: true, desc: true, icon_url: true }],
    attributes: [{ label: true, options: [{ option_id: true, title: true, image: true }] }],
    child_products: [{ sku_code: true, stock: true, price_object: { price: true }, product_id: true }],
    seller: {
      seller_id: true, store_name: true, logo: true, business_scope: true, seller_is_dealer: true, seller_tag: SELLER_TAG,
      seller_jump_object: { seller_type: true, dealer_id: true, agency_store_id: true },
    },
  },

  // "Customer: customer_id (0 or absent = not logged in), nick_name, headimgurl, no_medal_notice, pending_num,
  // no_shipped_num, shipped_num, refund_num, gzg_wechat.target_url."
  '/v1/customer/index/get': {
    customer_id: true, nick_name: true, headimgurl: true, no_medal_notice: true, pending_num: true, no_shipped_num: true,
    shipped_num: true, refund_num: true, gzg_wechat: { target_url: true },
  },

  // "Favourite product item: sh_id, sh_image, sh_name, sh_price_object.sh_price. Response: sh_products, sh_total."
  '/1/customer/favorite_product_items': {
    sh_products: [{ sh_id: true, sh_image: true, sh_name: true, sh_price_object: { sh_price: true } }],
    sh_total: true,
  },

  // "Address: …" in CONTRACT §5's `{ list }`.
  '/v1/customer/address/list': { list: [ADDRESS] },
  // §7 shows no answer for the single address; it is the same §3 Address.
  '/v1/customer/address/get': ADDRESS,

  // "Order confirm response: address{address_id, full_name, mobile, province, city, area, address, is_default},
  // payments[{payment_id, name, description, logo}], orders[{seller{seller_id, store_name}, products[{title, image,
  // property[{attribute_label, alias_name}], price, num}], freight.price, num, price.pay_price}], price{products_price_total,
  // freight_price, pay_price}."
  '/v1/trade/order/confirm': {
    address: { address_id: true, full_name: true, mobile: true, province: true, city: true, area: true, address: true, is_default: true },
    payments: [{ payment_id: true, name: true, description: true, logo: true }],
    orders: [{
      seller: { seller_id: true, store_name: true },
      products: [{ title: true, image: true, property: [{ attribute_label: true, alias_name: true }], price: true, num: true }],
      freight: { price: true },
      num: true,
      price: { pay_price: true },
    }],
    price: { products_price_total: true, freight_price: true, pay_price: true },
  },

  // "Create order response: pay_status, trade_no, pay_param{timestamp, nonce_str, wx_package, sign_type, sign}."
  '/v1/trade/order/create': {
    pay_status: true, trade_no: true,
    pay_param: { timestamp: true, nonce_str: true, wx_package: true, sign_type: true, sign: true },
  },

  // "Order list item: order_type (order or trade), order{order_no, id, status_label, seller{store_name, is_dealer,
  // agency_store_id}, products[{image, name, property, price, buy_qty}], subtotal, order_type}, trade{trade_no,
  // status_label, orders[], subtotal, product_num}, product_num, button{urge_shipping, trade_btn, after_sale_btn,
  // confirm_btn}." in CONTRACT §5's `{ list, has_more, total }`.
  '/v1/trade/order/buyer/list': {
    list: [{
      order_type: true,
      order: { order_no: true, id: true, status_label: true, seller: ORDER_SELLER, products: ORDER_PRODUCTS, subtotal: true, order_type: true },
      trade: { trade_no: true, status_label: true, orders: true, subtotal: true, product_num: true },
      product_num: true,
      button: { urge_shipping: true, trade_btn: true, after_sale_btn: true, confirm_btn: true },
    }],
    total: true,
  },

  // "Order detail: status, tip{text, subtext, time}, address{receiver_name, receiver_phone, receiver_address}, seller,
  // products, product_num, should_pay_price, order_no, payment, create_at, refund_button{is_refund_btn, is_refund_btn_txt}."
  // `seller` and `products` are named without fields: the order list item's are used.
  '/v1/trade/order/buyer/detail': {
    status: true,
    tip: { text: true, subtext: true, time: true },
    address: { receiver_name: true, receiver_phone: true, receiver_address: true },
    seller: ORDER_SELLER,
    products: ORDER_PRODUCTS,
    product_num: true, should_pay_price: true, order_no: true, payment: true, create_at: true,
    refund_button: { is_refund_btn: true, is_refund_btn_txt: true },
  },

  // "Store: seller{banner, logo, name, seller_id}, is_dealer, dealer_info{logo, name}, seller_tag, fans_total,
  // on_sale_title, is_favorite, products[]."
  '/v1/seller/index': {
    seller: { banner: true, logo: true, name: true, seller_id: true }, is_dealer: true, dealer_info: { logo: true, name: true },
    seller_tag: true, fans_total: true, on_sale_title: true, is_favorite: true, products: true,
  },

  // "Store owner info: store_mobile, store_wechat, store_wechat_qr_code."
  '/v1/agency/store/info': { store_mobile: true, store_wechat: true, store_wechat_qr_code: true },

  // "Logistics list: express_list[{track_status, track_status_desc, shipment_company, track_no, latest_track_data}]."
  '/v1/trade/order/track/get': {
    express_list: [{ track_status: true, track_status_desc: true, shipment_company: true, track_no: true, latest_track_data: true }],
  },

  // "Logistics detail: track_status_desc, shipment_company, track_no, track_list[{context, time}]."
  '/v1/trade/express/track/detail': { track_status_desc: true, shipment_company: true, track_no: true, track_list: [{ context: true, time: true }] },

  // "After-sales item: seller{store_name, is_dealer}, refund_type ("0", "1", other), refund_type_label, status_label,
  // products[{image, name, attribute_desc, qty, amount, integral}]." in CONTRACT §5's `{ list, has_more, total }`.
  '/v1/customer/refund/list': {
    list: [{
      seller: { store_name: true, is_dealer: true }, refund_type: true, refund_type_label: true, status_label: true,
      products: [{ image: true, name: true, attribute_desc: true, qty: true, amount: true, integral: true }],
    }],
    total: true,
  },

  // "Navigation config: guide_position (1 = top tab bar, 2 = bottom nav bar), config.config{selected, unselected,
  // bg_color, opacity, bg_img, navs[{title, target{type, content}, guide_icon, selected_icon, unselected_icon}]}."
  '/v1/component/guide/get': {
    guide_position: true,
    config: {
      config: {
        selected: true, unselected: true, bg_color: true, opacity: true, bg_img: true,
        navs: [{ title: true, target: { type: true, content: true }, guide_icon: true, selected_icon: true, unselected_icon: true }],
      },
    },
  },

  // "System config: service_rule_url, privacy_rule_url, s_is_open_sence, ts (server time, used for clock offset)."
  '/v1/config/get': { service_rule_url: true, privacy_rule_url: true, s_is_open_sence: true, ts: true },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with only what `shape` keeps. */
export function trim(shape: Shape, value: unknown): unknown {
  if (shape === true) return value;
  if (Array.isArray(shape)) {
    const [item] = shape as readonly [Shape];
    return Array.isArray(value) ? value.map((entry) => trim(item, entry)) : value;
  }
  if (!isRecord(value)) return value;
  const fields = shape as ShapeFields;
  // Own fields only: a key such as "constructor" must not find the prototype's.
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) => (Object.hasOwn(fields, key) ? [[key, trim(fields[key]!, entry)]] : [])),
  );
}

/** An answer's data in the minimal dialect: trimmed to its call's shape, or as it is when §3 does not describe the call. */
export function minimize(path: string, data: unknown): unknown {
  const shape = Object.hasOwn(MINIMAL_SHAPES, path) ? MINIMAL_SHAPES[path] : undefined;
  return shape === undefined ? data : trim(shape, data);
}
