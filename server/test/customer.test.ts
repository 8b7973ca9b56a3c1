import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AddressFormatResult,
  AddressList,
  CouponReceiveResult,
  Customer,
  FavoriteProductPage,
  FollowResult,
  LoginResult,
  Product,
  Store,
} from '../../src/contract/index.ts';
import { DEMO_MOBILE, testServer } from './helpers.ts';

const json = { 'content-type': 'application/json' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SMS login', () => {
  it('sends a code, rate-limits resends, logs in with it and creates new customers', async () => {
    const server = testServer();
    const mobile = '13712345678';
    expect((await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile, type: 'slogin' } })).code).toBe(0);
    const again = await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile, type: 'slogin' } });
    expect(again.code).toBe(40020);
    expect(again.msg).toContain('秒后再试');
    const peek = (await (await server.raw('POST', '/__admin/sms', { headers: json, body: JSON.stringify({ mobile }) })).json()) as { code: string };
    expect(peek.code).toMatch(/^\d{6}$/);

    const wrong = await server.call('POST', '/v1/customer/login/captcha_login', { body: { mobile, captcha: peek.code === '000000' ? '000001' : '000000' } });
    expect(wrong).toEqual({ code: 40021, msg: '验证码错误', data: null });
    expect((await server.call('POST', '/v1/customer/sms_captcha_check', { body: { mobile, captcha: peek.code, type: 'slogin' } })).data).toEqual({ valid: true });

    const login = await server.call<LoginResult>('POST', '/v1/customer/login/captcha_login', { body: { mobile, captcha: peek.code } });
    expect(login.code).toBe(0);
    expect(login.data.token).toMatch(/^[0-9a-f]{48}$/);
    const profile = await server.call<Customer>('GET', '/v1/customer/index/get', { token: login.data.token });
    expect(profile.data.customer_id).toBeGreaterThan(10002);
    expect(profile.data.nick_name).toBe('用户5678');
    // A new shopper is told how to light the medal; the demo customer, with paid orders, is not.
    expect(profile.data.no_medal_notice).toBe('完成首单即可点亮「购物达人」勋章');
    const demo = await server.call<Customer>('GET', '/v1/customer/index/get', { token: await server.login(DEMO_MOBILE) });
    expect(demo.data.no_medal_notice).toBe('');

    server.advance(61);
    expect((await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile, type: 'slogin' } })).code).toBe(0);
  });

  it('sends the demo customer the demo code, other phones a code of their own; the log says which works', async () => {
    const log: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void log.push(String(line)));
    const server = testServer({ quiet: false });
    const peek = async (mobile: string) =>
      ((await (await server.raw('POST', '/__admin/sms', { headers: json, body: JSON.stringify({ mobile }) })).json()) as { code: string }).code;

    await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile: DEMO_MOBILE, type: 'slogin' } });
    expect(await peek(DEMO_MOBILE)).toBe('123456');
    const other = '13712345679';
    await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile: other, type: 'slogin' } });
    const sent = await peek(other);
    expect(log.filter((line) => line.startsWith('[sms]'))).toEqual([
      `[sms] ${DEMO_MOBILE} (slogin): 123456`,
      sent === '123456' ? `[sms] ${other} (slogin): 123456` : `[sms] ${other} (slogin): ${sent} (or the demo code 123456)`,
    ]);
    // Either code logs the other phone in, as the log line says.
    expect((await server.call('POST', '/v1/customer/sms_captcha_check', { body: { mobile: other, captcha: '123456' } })).data).toEqual({ valid: true });
    expect((await server.call('POST', '/v1/customer/sms_captcha_check', { body: { mobile: other, captcha: sent } })).data).toEqual({ valid: true });
  });

  it('logs the demo customer in with the fixed demo code, and logout invalidates the token', async () => {
    const server = testServer();
    const token = await server.login(DEMO_MOBILE);
    const profile = await server.call<Customer>('GET', '/v1/customer/index/get', { token });
    expect(profile.data).toMatchObject({ customer_id: 10001, nick_name: '小鹿同学' });
    expect(profile.data.pending_num).toBe(2);
    expect(profile.data.no_shipped_num).toBe(2);
    expect(profile.data.shipped_num).toBe(2);
    expect(profile.data.refund_num).toBeGreaterThan(0);
    expect((await server.call('POST', '/v1/customer/logout', { token })).code).toBe(0);
    expect((await server.call<Customer>('GET', '/v1/customer/index/get', { token })).data.customer_id).toBe(0);
  });

  it('rejects a malformed phone number', async () => {
    const server = testServer();
    expect((await server.call('POST', '/v1/customer/sms_captcha_get', { body: { mobile: '12345678901', type: 'slogin' } })).msg).toBe('手机号格式不正确');
  });
});

describe('addresses', () => {
  const server = testServer();
  const form = {
    full_name: '赵六', mobile: '13611112222', province: '浙江省', province_id: '330000', city: '杭州市', city_id: '330100',
    area: '西湖区', area_id: '330106', address: '文三路90号', default: 0,
  };

  it('validates in the spec order and adds the address', async () => {
    const token = await server.login();
    const add = (body: Record<string, unknown>) => server.call<{ id: number }>('POST', '/v1/customer/address/add', { token, body });
    expect((await add({ ...form, full_name: '', mobile: '' })).msg).toBe('请输入姓名');
    expect((await add({ ...form, mobile: '' })).msg).toBe('请输入手机号码');
    expect((await add({ ...form, area: '', area_id: '' })).msg).toBe('请选择省市区');
    expect((await add({ ...form, address: '' })).msg).toBe('请输入详细地址');
    const created = await add(form);
    expect(created.code).toBe(0);
    const list = await server.call<AddressList>('GET', '/v1/customer/address/list', { token, query: { type: 3 } });
    expect(list.data.list.map((a) => a.id)).toContain(created.data.id);
    expect(list.data.list[0]?.is_default).toBe(1);

    const made = await add({ ...form, full_name: '钱七', default: 1 });
    const after = await server.call<AddressList>('GET', '/v1/customer/address/list', { token, query: { type: 3 } });
    expect(after.data.list[0]).toMatchObject({ id: made.data.id, is_default: 1 });
    expect(after.data.list.filter((a) => a.is_default === 1)).toHaveLength(1);
    expect((await server.call('GET', '/v1/customer/address/get', { token, query: { id: made.data.id } })).data).toMatchObject({ full_name: '钱七' });
  });

  it('recognises a pasted address', async () => {
    const res = await server.call<AddressFormatResult>('POST', '/v1/address/format', {
      body: { address: '收货人：张三 电话：138 0013 8000 广东省深圳市南山区科技园南区8栋1201' },
    });
    expect(res.data).toEqual({
      full_name: '张三', mobile: '13800138000', province: '广东省', province_id: '440000', city: '深圳市', city_id: '440300',
      area: '南山区', area_id: '440305', address: '科技园南区8栋1201',
    });
    const short = await server.call<AddressFormatResult>('POST', '/v1/address/format', { body: { address: '北京市朝阳区建国路88号 李四 13912345678' } });
    expect(short.data).toMatchObject({ full_name: '李四', province_id: '110000', city_id: '110100', area_id: '110105', address: '建国路88号' });
  });
});

describe('favourites and follows', () => {
  const server = testServer();

  it('adds and removes favourite products, paged by 20', async () => {
    const token = await server.login();
    const page = (n: number) => server.call<FavoriteProductPage>('GET', '/1/customer/favorite_product_items', { token, query: { page: n, page_size: 20 } });
    const before = await page(1);
    expect(before.data.sh_products).toHaveLength(20);
    const total = Number(before.data.sh_total);
    expect((await page(2)).data.sh_products).toHaveLength(total - 20);

    const id = 1200;
    const detail = async () => (await server.call<Product>('GET', '/v1/product/detail/get', { token, query: { product_id: id } })).data;
    const wasFavourite = (await detail()).is_favorite;
    await server.call('POST', '/v1/product/favorite/remove', { token, body: { product_id: id } });
    expect((await detail()).is_favorite).toBe(0);
    expect((await server.call('POST', '/v1/product/favorite/add', { token, body: { product_id: id } })).data).toEqual({ is_favorite: 1 });
    expect((await detail()).is_favorite).toBe(1);
    expect((await page(1)).data.sh_products[0]?.sh_id).toBe(id);
    expect((await page(1)).data.sh_total).toBe(wasFavourite ? total : total + 1);
  });

  it('follows and unfollows a store (type 6), changing fans_total and is_favorite', async () => {
    const token = await server.login();
    const sellerId = 210;
    const store = async () => (await server.call<Store>('GET', '/v1/seller/index', { token, query: { seller_id: sellerId } })).data;
    const before = await store();
    expect(before.is_favorite).toBe(0);
    const followed = await server.call<FollowResult>('POST', '/1/customer/add_favorite.html', { token, body: { id: sellerId, type: 6 } });
    expect(followed.data).toEqual({ is_favorite: 1, fans_total: before.fans_total + 1 });
    expect((await store()).is_favorite).toBe(1);
    await server.call('POST', '/1/customer/remove_favorite.html', { token, body: { id: sellerId, type: 6 } });
    expect(await store()).toMatchObject({ is_favorite: 0, fans_total: before.fans_total });
  });
});

describe('coupons', () => {
  it('receives once; a repeat is 130101; sold out is an error', async () => {
    const server = testServer();
    const token = await server.login();
    const receive = (coupon_id: number, t = token) => server.call<CouponReceiveResult>('POST', '/v1/coupon/receive', { token: t, body: { coupon_id } });
    expect((await receive(9001)).data).toEqual({ coupon_id: 9001, status: 'received' });
    expect(await receive(9001)).toEqual({ code: 130101, msg: '您已领取过该优惠券', data: null });
    expect((await receive(9004)).msg).toBe('优惠券已抢光');
    expect((await server.call('POST', '/v1/coupon/receive', { body: { coupon_id: 9001 } })).code).toBe(2);
    // 9003 has two left.
    expect((await receive(9003)).code).toBe(0);
    expect((await receive(9003, await server.login('13900139000'))).code).toBe(0);
    expect((await receive(9003, await server.login('13600000001'))).code).toBe(40050);
  });
});
