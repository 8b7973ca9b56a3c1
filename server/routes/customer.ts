/** Profile, SMS login, logout, favourites, store follow, owner contact, customer service. */
import { randomBytes } from 'node:crypto';
import type { Customer, FavoriteProductPage, FollowResult, LoginResult, StoreOwnerInfo, Wire } from '../../src/contract/index.ts';
import { answer, currentCustomer, num, pageOf, paging, requireCustomer, str, tokenOf, type App, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { CustomerRec } from '../model.ts';
import { fansTotal } from '../present.ts';
import { completeMission } from '../state/missions.ts';
import { listRows } from '../state/orders.ts';
import { makeRoomForCustomer, makeRoomForSmsCode, makeRoomForToken } from '../state/growth-limits.ts';
import { PHONE, checkCode, smsCodeFor, smsLogLine } from '../state/sms-codes.ts';
import { clientText } from '../log-text.ts';

const RESEND_S = 60;

const ANONYMOUS: Customer = {
  customer_id: 0, nick_name: '', headimgurl: '', no_medal_notice: '', pending_num: 0,
  no_shipped_num: 0, shipped_num: 0, refund_num: 0, gzg_wechat: { target_url: '/static/pages/official-account.html' },
};

const hasPaidOrder = (deps: Deps, customerId: number) =>
  deps.store.state.orders.some((o) => o.customer_id === customerId && o.status !== 0 && o.status !== 6);

function profile(deps: Deps, customer: CustomerRec): Customer {
  const id = customer.customer_id;
  const count = (filter: number) => listRows(deps, id, filter).length;
  return {
    customer_id: id,
    nick_name: customer.nick_name,
    headimgurl: customer.headimgurl,
    // The medal is lit by a first paid order: only a shopper without one is told how to earn it.
    no_medal_notice: hasPaidOrder(deps, id) ? '' : '完成首单即可点亮「购物达人」勋章',
    pending_num: count(0),
    no_shipped_num: count(1),
    shipped_num: count(2),
    refund_num: deps.store.state.refunds.filter((r) => r.customer_id === id && r.open).length,
    gzg_wechat: { target_url: '/static/pages/official-account.html' },
    mobile: `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(-4)}`,
  };
}

export function registerCustomer(app: App, deps: Deps): void {
  const state = () => deps.store.state;

  app.get('/v1/customer/index/get', answer((c) => {
    const customer = currentCustomer(c, deps);
    return customer ? profile(deps, customer) : ANONYMOUS;
  }));

  app.post('/v1/customer/sms_captcha_get', answer((c) => {
    const mobile = str(c, 'mobile');
    if (!PHONE.test(mobile)) throw new ApiError(CODE.BAD_PARAM, '手机号格式不正确');
    const now = deps.clock.now();
    const last = state().sms[mobile];
    if (last && now - last.sent_at < RESEND_S) {
      throw new ApiError(CODE.SMS_TOO_OFTEN, `验证码发送过于频繁，请${RESEND_S - (now - last.sent_at)}秒后再试`);
    }
    makeRoomForSmsCode(deps);
    const code = smsCodeFor(mobile);
    state().sms[mobile] = { code, sent_at: now };
    deps.store.changed();
    deps.log(smsLogLine(mobile, clientText(str(c, 'type') || 'slogin', 20), code));
    return { interval: RESEND_S };
  }));

  app.post('/v1/customer/sms_captcha_check', answer((c) => {
    checkCode(deps, str(c, 'mobile'), str(c, 'captcha') || str(c, 'code'));
    return { valid: true };
  }));

  app.post('/v1/customer/login/captcha_login', answer((c): LoginResult => {
    const mobile = str(c, 'mobile');
    checkCode(deps, mobile, str(c, 'captcha'));
    let customer = state().customers.find((cu) => cu.mobile === mobile);
    if (!customer) {
      makeRoomForCustomer(deps);
      const id = ++state().seq.customer;
      customer = {
        customer_id: id,
        mobile,
        nick_name: `用户${mobile.slice(-4)}`,
        headimgurl: `/static/img/a/${id}.svg?w=120&h=120&t=${mobile.slice(-2)}`,
        created_at: deps.clock.now(),
      };
      state().customers.push(customer);
    }
    delete state().sms[mobile];
    makeRoomForToken(deps, customer.customer_id);
    const token = randomBytes(24).toString('hex');
    state().tokens[token] = customer.customer_id;
    deps.store.changed();
    return { token, customer_id: customer.customer_id };
  }));

  app.post('/v1/customer/logout', answer((c) => {
    const token = tokenOf(c);
    if (token && token in state().tokens) {
      delete state().tokens[token];
      deps.store.changed();
    }
    return null;
  }));

  const setFavorite = (add: boolean) => answer((c) => {
    const customer = requireCustomer(c, deps);
    const productId = num(c, 'product_id');
    if (!deps.catalog.product(productId)) throw new ApiError(CODE.NOT_FOUND, '商品不存在或已下架');
    const key = String(customer.customer_id);
    const list = (state().favorites[key] ?? []).filter((id) => id !== productId);
    state().favorites[key] = add ? [productId, ...list] : list;
    deps.store.changed();
    return { is_favorite: add ? 1 : 0 };
  });
  app.post('/v1/product/favorite/add', setFavorite(true));
  app.post('/v1/product/favorite/remove', setFavorite(false));

  app.get('/1/customer/favorite_product_items', answer((c): Wire<FavoriteProductPage> => {
    const customer = requireCustomer(c, deps);
    const ids = state().favorites[String(customer.customer_id)] ?? [];
    const { page, size } = paging(c, 20);
    const { slice } = pageOf(ids, page, size);
    return {
      sh_products: slice.flatMap((id) => {
        const p = deps.catalog.product(id);
        return p ? [{ sh_id: p.product_id, sh_image: p.images[0] ?? '', sh_name: p.title, sh_price_object: { sh_price: p.price } }] : [];
      }),
      sh_total: ids.length,
    };
  }));

  const setFollow = (add: boolean) => answer((c): FollowResult => {
    const customer = requireCustomer(c, deps);
    if (num(c, 'type') !== 6) throw new ApiError(CODE.BAD_PARAM, '不支持的收藏类型');
    const seller = deps.catalog.seller(num(c, 'id'));
    if (!seller) throw new ApiError(CODE.NOT_FOUND, '店铺不存在');
    const key = String(customer.customer_id);
    const list = (state().follows[key] ?? []).filter((id) => id !== seller.seller_id);
    state().follows[key] = add ? [...list, seller.seller_id] : list;
    if (add) completeMission(deps, customer.customer_id, 5);
    deps.store.changed();
    return { is_favorite: add ? 1 : 0, fans_total: fansTotal(deps, seller) };
  });
  app.post('/1/customer/add_favorite.html', setFollow(true));
  app.post('/1/customer/remove_favorite.html', setFollow(false));

  app.get('/v1/agency/store/info', answer((c): StoreOwnerInfo => {
    requireCustomer(c, deps);
    const seller = deps.catalog.sellerByAgencyStore(num(c, 'agency_store_id'));
    if (!seller?.owner) throw new ApiError(CODE.NOT_FOUND, '店铺不存在');
    return seller.owner;
  }));

  app.get('/v1/customer/service/info/get', answer((c) => {
    const query = new URLSearchParams();
    for (const key of ['title', 'img', 'price', 'sub_title']) {
      const value = str(c, key);
      if (value) query.set(key, value);
    }
    const customer = currentCustomer(c, deps);
    if (customer) query.set('uid', String(customer.customer_id));
    const qs = query.toString();
    return { service_url: `/static/pages/service.html${qs ? `?${qs}` : ''}` };
  }));
}
