// Other specs assert the demo stock of 1013's 2段 M码 and L码: buying here takes S码.
import type { Page, Response } from '@playwright/test';
import { DEMO_PHONE, loginThroughScreens, loginWithDemoCode } from './support/login';
import { expect, test } from './support/fixtures';
import { requestsTo } from './support/server';
import { answerPayment, installFakeWechatPay, interceptOAuth, payCalls, WECHAT_UA } from './support/wechat';

/** The confirm address as the app writes it back after WeChat's round trip. */
const confirmUrl = (buyProduct: Record<string, number>) =>
  `/mall/confirm?${new URLSearchParams({ buy_product: JSON.stringify(buyProduct), sale_type: '1' }).toString()}`;

const submitButton = (page: Page) => page.getByRole('button', { name: /提交订单|继续支付/ });
const paymentMethod = (page: Page) => page.getByRole('radio', { name: /微信支付/ });
const createResponse = (page: Page) => page.waitForResponse((response: Response) => response.url().includes('/v1/trade/order/create'));

async function tradeNoOf(response: Promise<Response>): Promise<string> {
  const body = (await (await response).json()) as { code: number; data: { trade_no: string } };
  expect(body.code).toBe(0);
  return body.data.trade_no;
}

async function createCount(request: Parameters<typeof requestsTo>[0]): Promise<number> {
  return (await requestsTo(request, '/v1/trade/order/create')).length;
}

const storedOpenId = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('h5-session') ?? '{}') as { state?: { openId?: string } }).state?.openId);

test.describe('buying in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('log in, add an address, buy a variant and land on the success page: one order', async ({ page, request }) => {
    await installFakeWechatPay(page);
    const authorisations = await interceptOAuth(page);
    await page.goto('/mall/goods-detail?id=1013');
    await page.locator('[data-node-type="system:goods-detail"]').getByRole('button', { name: '立即购买' }).click();
    const sheet = page.getByRole('dialog', { name: '选择规格' });
    await expect(sheet.getByRole('button', { name: '立即购买' })).toBeInViewport({ ratio: 1 });
    await sheet.getByRole('button', { name: '2段', exact: true }).click();
    await sheet.getByRole('button', { name: 'S码', exact: true }).click();
    await sheet.getByRole('button', { name: '立即购买' }).click();
    await loginThroughScreens(page);

    // Back from login, the page leaves for WeChat's authorisation and returns with the purchase intact.
    const confirm = confirmUrl({ 101304: 1 });
    await expect.poll(() => authorisations.length).toBe(1);
    await expect(page).toHaveURL(confirm);
    await expect.poll(() => storedOpenId(page)).toMatch(/^o\S{10,}$/);
    const asked = authorisations[0]!;
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({
      appid: 'wx0000000000000000',
      response_type: 'code',
      scope: 'snsapi_base',
      redirect_uri: `${new URL(page.url()).origin}${confirm}`,
    });
    expect((await requestsTo(request, '/v1/weixin/auth/info')).at(-1)?.query.code).toBe(asked.code);
    const openId = await storedOpenId(page);

    await page.getByRole('link', { name: '请添加或选择收货地址' }).click();
    await expect(page).toHaveURL(/\/mall\/address\/list\?redirect=/);
    await page.getByRole('link', { name: '新增收货地址' }).click();
    await page.getByPlaceholder('请输入姓名').fill('王五');
    await page.getByPlaceholder('请输入手机号码').fill('13700001111');
    await page.getByRole('button', { name: /所在地区/ }).click();
    await page.locator('.rv-picker').getByRole('button', { name: '确认' }).click();
    await page.getByPlaceholder('街道、楼牌号等').fill('东华门大街 2 号');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/mall\/confirm\?buy_product=.*&address_id=\d+$/);
    const addressId = Number(new URL(page.url()).searchParams.get('address_id'));
    await expect(page.getByRole('region', { name: '收货地址' })).toContainText('王五');
    await expect(page.getByRole('region', { name: '收货地址' })).toContainText('北京市 北京市 东城区 东华门大街 2 号');

    const total = await page.getByTestId('confirm-pay-price').textContent();
    const sellerId = await page.locator('[data-seller-id]').first().getAttribute('data-seller-id');
    await paymentMethod(page).click();
    await page.getByLabel('订单备注').fill('请用纸箱包装');
    const before = await createCount(request);
    const created = createResponse(page);
    await submitButton(page).click();
    const tradeNo = await tradeNoOf(created);
    await answerPayment(page, request, 'ok', tradeNo);

    await expect(page).toHaveURL(`/mall/pay-success?trade_no=${tradeNo}`);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByText(total ?? '-', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
    const [pay] = await payCalls(page);
    expect(pay?.name).toBe('getBrandWCPayRequest');
    expect(pay?.params).toMatchObject({ appId: 'wx0000000000000000', package: expect.stringMatching(/^prepay_id=wx/), signType: 'MD5' });

    const creates = await requestsTo(request, '/v1/trade/order/create');
    expect(creates.length - before).toBe(1);
    expect(creates.at(-1)?.body).toEqual({
      buy_product: { 101304: 1 },
      buy_type: 2,
      sale_type: '1',
      address_id: addressId,
      payment_id: 1,
      remark: { [sellerId ?? '']: '请用纸箱包装' },
      open_id: openId,
    });
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(/\/mall\/order\/detail\?order_no=SO\d+/);
  });

  test('the only payment method is chosen already; submit asks for an address and creates nothing', async ({ page, request }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    await page.goto(confirmUrl({ 1001: 1 }));
    await loginThroughScreens(page);
    await expect(page.getByRole('link', { name: '请添加或选择收货地址' })).toBeVisible();
    await expect(paymentMethod(page)).toHaveAttribute('aria-checked', 'true');
    // A note that compares methods says nothing when there is one (推荐已安装微信的用户使用, inside WeChat).
    await expect(paymentMethod(page)).toHaveText('微信支付');
    const before = await createCount(request);
    await submitButton(page).click();
    await expect(page.getByText('请选择收货地址')).toBeVisible();
    expect(await createCount(request)).toBe(before);
  });

  test('a cancelled, then failed payment says so, and paying again pays the same order', async ({ page, request }) => {
    // The bridge arrives late here: payment waits for WeixinJSBridgeReady.
    await installFakeWechatPay(page, { late: true });
    await interceptOAuth(page);
    const confirm = confirmUrl({ 1001: 1 });
    await loginWithDemoCode(page, confirm, DEMO_PHONE);
    await paymentMethod(page).click();
    const before = await createCount(request);
    const created = createResponse(page);
    await submitButton(page).click();
    const tradeNo = await tradeNoOf(created);

    await answerPayment(page, request, 'cancel', tradeNo, 1);
    await expect(page.getByText('用户取消支付~')).toBeVisible();
    await expect(page.getByRole('button', { name: '继续支付' })).toBeEnabled();
    await page.getByRole('button', { name: '继续支付' }).click();
    await answerPayment(page, request, 'fail', tradeNo, 2);
    await expect(page.getByText('用户支付失败~')).toBeVisible();
    await page.getByRole('button', { name: '继续支付' }).click();
    await answerPayment(page, request, 'ok', tradeNo, 3);
    await expect(page).toHaveURL(`/mall/pay-success?trade_no=${tradeNo}`);
    expect((await createCount(request)) - before).toBe(1);
  });

  test('ten fast taps on submit create one order', async ({ page, request }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    await loginWithDemoCode(page, confirmUrl({ 1001: 1 }), DEMO_PHONE);
    await paymentMethod(page).click();
    const before = await createCount(request);
    const created = createResponse(page);
    // Ten clicks in one task, before React can re-render the button disabled.
    await submitButton(page).evaluate((button: HTMLButtonElement) => {
      for (let tap = 0; tap < 10; tap += 1) button.click();
    });
    const tradeNo = await tradeNoOf(created);
    await answerPayment(page, request, 'ok', tradeNo);
    await expect(page).toHaveURL(`/mall/pay-success?trade_no=${tradeNo}`);
    expect((await createCount(request)) - before).toBe(1);
  });

  test('an order the server counts as paid skips WeChat pay and replaces the confirm page', async ({ page, request }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    await loginWithDemoCode(page, '/mall/goods-detail?id=1043', DEMO_PHONE);
    await page.goto(confirmUrl({ 1043: 1 }));
    await expect(page).toHaveURL(confirmUrl({ 1043: 1 }));
    await expect(page.getByTestId('confirm-pay-price')).toHaveText('¥0.00');
    await paymentMethod(page).click();
    const created = createResponse(page);
    await submitButton(page).click();
    const tradeNo = await tradeNoOf(created);
    await expect(page).toHaveURL(`/mall/pay-success?trade_no=${tradeNo}`);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(await payCalls(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL('/mall/goods-detail?id=1043');
    expect((await requestsTo(request, '/1/payment/pay_success')).at(-1)?.body).toEqual({ trade_no: tradeNo });
  });

  test('a stale token on confirm goes to login and back to the same purchase', async ({ page }) => {
    await installFakeWechatPay(page);
    await interceptOAuth(page);
    await loginWithDemoCode(page, '/mall/mine', DEMO_PHONE);
    // On the next page load only, before the app starts: the server no longer knows this token.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-stale-token')) return;
      sessionStorage.setItem('e2e-stale-token', '1');
      const saved = JSON.parse(sessionStorage.getItem('h5-session') ?? '{}') as { state: { token: string } };
      saved.state.token = 'stale-token';
      sessionStorage.setItem('h5-session', JSON.stringify(saved));
    });
    const confirm = confirmUrl({ 1001: 2 });
    await page.goto(confirm);
    await expect(page).toHaveURL(/\/mall\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain('/mall/confirm?buy_product=');
    await loginWithDemoCode(page, confirm, DEMO_PHONE);
    await expect(page.locator('[data-seller-id]').first()).toContainText('×2');
  });
});

test('outside WeChat the confirm page says where to pay, and submit creates nothing', async ({ page, request }) => {
  const authorisations = await interceptOAuth(page);
  await loginWithDemoCode(page, confirmUrl({ 1001: 1 }), DEMO_PHONE);
  await expect(page.getByRole('note')).toHaveText('当前环境无法支付，请在微信中打开本页面');
  await paymentMethod(page).click();
  const before = await createCount(request);
  await submitButton(page).click();
  await expect(page.getByText('请在微信内内打开链接支付')).toBeVisible();
  expect(await createCount(request)).toBe(before);
  expect(authorisations).toEqual([]);
});
