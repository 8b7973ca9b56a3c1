/** System config, WeChat auth/JS-SDK, file upload, component pages, navigation and coupons. */
import { createHash, randomBytes } from 'node:crypto';
import type { CouponReceiveResult, SystemConfig, WeixinJsSdk } from '../../src/contract/index.ts';
import { answer, num, requireCustomer, str, type App, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';

export const WX_APPID = 'wx0000000000000000';

/** A stable open id for a code: simulated codes carry the browser's id, others hash the code. */
export function openIdFor(code: string): string {
  const sim = /^SIM-([0-9a-f]{8,32})-/.exec(code);
  const basis = sim?.[1] ?? code;
  return `o${createHash('sha1').update(`openid:${basis}`).digest('base64url').slice(0, 27)}`;
}

export function registerPlatform(app: App, deps: Deps): void {
  app.get('/v1/config/get', answer((): SystemConfig => ({
    service_rule_url: '/agreement/serve-new.html',
    privacy_rule_url: '/agreement/privacy-new.html',
    s_is_open_sence: 0,
    route_pages: deps.catalog.route_pages,
    ts: deps.clock.now(),
  })));

  app.get('/v1/weixin/auth/info', answer((c) => {
    const code = str(c, 'code');
    if (!code) throw new ApiError(CODE.BAD_PARAM, 'code不能为空');
    return { openid: openIdFor(code) };
  }));

  app.get('/v1/weixin/js/sdk', answer((c): WeixinJsSdk => {
    const timestamp = deps.clock.now();
    const noncestr = randomBytes(8).toString('hex');
    const url = str(c, 'now_url').split('#')[0] ?? '';
    const signature = createHash('sha1').update(`jsapi_ticket=SIMULATED&noncestr=${noncestr}&timestamp=${timestamp}&url=${url}`).digest('hex');
    return { appid: WX_APPID, timestamp, noncestr, signature };
  }));

  app.post('/v1/tool/file/upload', answer(() => {
    throw new ApiError(CODE.UPLOAD_UNSUPPORTED, '演示环境暂不支持上传文件');
  }));

  // The operators' pages (server/state/page-store.ts): the published version, or the latest draft.
  const page = (draft: boolean) => answer((c) => {
    const id = str(c, 'id');
    const doc = draft ? deps.pages.draft(id) : deps.pages.published(id);
    if (!doc) throw new ApiError(CODE.PAGE_NOT_FOUND, '页面不存在');
    return doc;
  });
  app.get('/v1/component/page/info/get', page(false));
  app.get('/v1/component/page/preview', page(true));

  app.get('/v1/component/guide/get', answer((c) => {
    const guide = deps.catalog.guides.find((g) => g.guide_id === num(c, 'guide_id'));
    if (!guide) throw new ApiError(CODE.NOT_FOUND, '导航不存在');
    return guide;
  }));

  app.post('/v1/coupon/receive', answer((c): CouponReceiveResult => {
    const customer = requireCustomer(c, deps);
    const coupon = deps.catalog.coupons.find((cp) => cp.coupon_id === num(c, 'coupon_id'));
    if (!coupon) throw new ApiError(CODE.NOT_FOUND, '优惠券不存在');
    const state = deps.store.state;
    const key = String(customer.customer_id);
    const received = state.coupon_received[key] ?? [];
    if (received.includes(coupon.coupon_id)) throw new ApiError(CODE.COUPON_RECEIVED, '您已领取过该优惠券');
    const left = state.coupon_remaining[String(coupon.coupon_id)] ?? 0;
    if (left <= 0) throw new ApiError(CODE.COUPON_SOLD_OUT, '优惠券已抢光');
    state.coupon_remaining[String(coupon.coupon_id)] = left - 1;
    state.coupon_received[key] = [...received, coupon.coupon_id];
    deps.store.changed();
    return { coupon_id: coupon.coupon_id, status: 'received' };
  }));
}
