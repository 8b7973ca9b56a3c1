// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAddress } from '../../../src/api/address';
import { commitPayment, confirmOrder, createOrder } from '../../../src/api/order';
import type { OrderConfirm, OrderCreateResult } from '../../../src/contract';
import { requestWechatPay } from '../../../src/core/bridge/wechat-pay';
import { toast } from '../../../src/core/feedback';
import { setHost } from '../../../src/core/host/test-host';
import { useSession } from '../../../src/core/session';
import { redeemOpenIdCode, startOpenIdAuthorisation } from '../../../src/mall/open-id';
import { rememberPlaced, startPurchase } from '../../../src/mall/placed-purchases';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import confirm from './widget';

vi.mock('../../../src/api/order', () => ({ confirmOrder: vi.fn(), createOrder: vi.fn(), commitPayment: vi.fn() }));
vi.mock('../../../src/api/address', () => ({ getAddress: vi.fn() }));
vi.mock('../../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../src/mall/open-id', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/mall/open-id')>()),
  startOpenIdAuthorisation: vi.fn(),
  redeemOpenIdCode: vi.fn(),
}));
vi.mock('../../../src/core/bridge/wechat-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/core/bridge/wechat-pay')>()),
  requestWechatPay: vi.fn(),
}));
vi.mock('../../../src/core/host/current', () => import('../../../src/core/host/test-host').then((m) => m.currentHostStandIn));

const answer: OrderConfirm = {
  address: { address_id: 3, full_name: '张三', mobile: '13800138000', province: '浙江省', city: '杭州市', area: '西湖区', address: '文三路1号', is_default: 1 },
  payments: [{ payment_id: 1, name: '微信支付', description: '推荐已安装微信的用户使用', logo: '/static/img/wxpay.svg' }],
  orders: [
    {
      seller: { seller_id: 201, store_name: '鲜果铺' },
      products: [{ product_id: 101301, title: '赣南脐橙', image: '/i.jpg', property: [{ attribute_label: '规格', alias_name: '5斤装' }], price: 29.9, num: 2 }],
      freight: { price: 0 },
      num: 2,
      price: { pay_price: 59.8 },
    },
  ],
  price: { products_price_total: 59.8, freight_price: 0, pay_price: 59.8 },
};
const created: OrderCreateResult = {
  pay_status: 0,
  trade_no: 'T1',
  pay_param: { timestamp: '1', nonce_str: 'n', wx_package: 'prepay_id=wx1', sign_type: 'MD5', sign: 'S' },
};

startLoggedInEachTest();
beforeEach(() => {
  setHost('wechat');
  sessionStorage.clear();
  useSession.getState().update({ openId: 'oPAYER' });
  vi.mocked(confirmOrder).mockResolvedValue(answer);
});

async function open(props: Record<string, unknown> = example.props) {
  const page = await renderNodes([confirm], [{ ...example, props }]);
  await screen.findByText('赣南脐橙');
  return page;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交订单|继续支付/ }));

describe('system:confirm', () => {
  it('accepts its example and refuses a purchase that is not product id → quantity', () => {
    expect(confirm.validate(example.props)).toBe(true);
    expect(confirm.validate({ buy_product: '{"1001":0}' })).toBe(false);
    expect(confirm.validate({ buy_product: '<script>' })).toBe(false);
  });

  it('confirms with buy_type 2 and shows the address, payment, seller, freight and totals', async () => {
    await open({ ...example.props, store_share: '1', agency_store_id: '88' });
    expect(confirmOrder).toHaveBeenCalledWith({ buy_product: { 101301: 2 }, sale_type: '1', store_share: '1', agency_store_id: '88' });
    const address = screen.getByRole('region', { name: '收货地址' });
    expect(within(address).getByText('张三').textContent).toBe('张三 13800138000');
    expect(within(address).getByText('浙江省 杭州市 西湖区 文三路1号')).toBeVisible();
    expect(screen.getByText('5斤装')).toBeVisible();
    expect(screen.getByText('包邮').previousElementSibling?.textContent).toBe('运费');
    expect(screen.getByTestId('confirm-pay-price').textContent).toBe('¥59.80');
  });

  it('chooses the only payment method for the shopper, without a note that only compares methods', async () => {
    await open();
    const method = screen.getByRole('radio', { name: /微信支付/ });
    expect(method.getAttribute('aria-checked')).toBe('true');
    expect(method.textContent).toBe('微信支付');
  });

  it('among several methods, asks for one, then for an address, before creating anything', async () => {
    const balance = { payment_id: 2, name: '余额支付', description: '使用账户余额', logo: '' };
    vi.mocked(confirmOrder).mockResolvedValue({ ...answer, address: null, payments: [...answer.payments, balance] });
    await open();
    expect(screen.getByRole('radio', { name: /微信支付/ }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: /微信支付/ }).textContent).toBe('微信支付推荐已安装微信的用户使用');
    expect(within(screen.getByRole('region', { name: '收货地址' })).getByText('请添加或选择收货地址')).toBeVisible();
    submit();
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('请选择支付方式'));
    fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
    submit();
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('请选择收货地址'));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('uses the address chosen on the list', async () => {
    vi.mocked(getAddress).mockResolvedValueOnce({
      id: 9, full_name: '李四', mobile: '13900139000', province: '上海市', province_id: '310000', city: '上海市', city_id: '310100', area: '徐汇区', area_id: '310104', address: '漕溪路9号', is_default: 0,
    });
    await open({ ...example.props, address_id: '9' });
    expect(getAddress).toHaveBeenCalledWith({ id: '9' });
    const chosen = screen.getByRole('region', { name: '收货地址' });
    expect(chosen.getAttribute('data-address-id')).toBe('9');
    expect(within(chosen).getByText('李四').textContent).toBe('李四 13900139000');
    expect(within(chosen).getByText('上海市 上海市 徐汇区 漕溪路9号')).toBeVisible();
  });

  it('creates once however often submit is tapped, with remark and open id, then pays and replaces the page', async () => {
    let finishPay: (result: 'ok') => void = () => undefined;
    vi.mocked(createOrder).mockResolvedValue(created);
    vi.mocked(requestWechatPay).mockImplementation(() => new Promise((resolve) => (finishPay = resolve)));
    const page = await open();
    fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
    fireEvent.change(screen.getByLabelText('订单备注'), { target: { value: '放门口' } });
    const button = screen.getByRole('button', { name: '提交订单' });
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(button);
    await waitFor(() => expect(requestWechatPay).toHaveBeenCalledTimes(1));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder).toHaveBeenCalledWith({
      buy_product: { 101301: 2 }, sale_type: '1', store_share: undefined, agency_store_id: undefined,
      address_id: 3, payment_id: 1, remark: { 201: '放门口' }, open_id: 'oPAYER',
    });
    expect(requestWechatPay).toHaveBeenCalledWith({ appId: 'wx0000000000000000', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'MD5', paySign: 'S' });
    await act(async () => finishPay('ok'));
    expect(page.visited).toEqual(['/mall/pay-success?trade_no=T1']);
  });

  it.each([
    ['cancel', '用户取消支付~'],
    ['fail', '用户支付失败~'],
  ] as const)('on %s says %s and pays the same order again on the next tap', async (result, message) => {
    vi.mocked(createOrder).mockResolvedValue(created);
    vi.mocked(commitPayment).mockResolvedValue({ ...created, pay_param: { ...created.pay_param, nonce_str: 'n2' } });
    vi.mocked(requestWechatPay).mockResolvedValueOnce(result).mockResolvedValueOnce('ok');
    const page = await open();
    fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(message));
    expect(screen.getByLabelText('订单备注').hasAttribute('readonly')).toBe(true);
    submit();
    await waitFor(() => expect(page.visited).toEqual(['/mall/pay-success?trade_no=T1']));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(commitPayment).toHaveBeenCalledWith({ trade_no: 'T1', open_id: 'oPAYER', payment_id: 1 });
    expect(requestWechatPay).toHaveBeenCalledTimes(2);
    expect(requestWechatPay).toHaveBeenLastCalledWith(expect.objectContaining({ nonceStr: 'n2' }));
  });

  it('reached again after its order was created (Back, a reload), pays that order and never creates another', async () => {
    rememberPlaced(example.props.buy_product, { trade_no: 'T1', paid: false });
    vi.mocked(commitPayment).mockResolvedValue(created);
    vi.mocked(requestWechatPay).mockResolvedValue('ok');
    const page = await open();
    expect(screen.getByRole('status').textContent).toContain('订单已提交');
    expect(screen.getByLabelText('订单备注').hasAttribute('readonly')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(page.visited).toEqual(['/mall/pay-success?trade_no=T1']));
    expect(commitPayment).toHaveBeenCalledWith({ trade_no: 'T1', open_id: 'oPAYER', payment_id: 1 });
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('reached again after paying, offers the orders only; a new 立即购买 is a new purchase', async () => {
    rememberPlaced(example.props.buy_product, { trade_no: 'T1', paid: true });
    await open();
    expect(screen.getByRole('status').textContent).toContain('该订单已支付');
    expect(screen.queryByRole('button', { name: /提交订单|继续支付/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: '查看订单' }).at(-1)?.getAttribute('href')).toBe('/mall/order/list?orderindex=0');
    startPurchase(example.props.buy_product);
    await renderNodes([confirm], [example]);
    // The first page still shows the paid purchase; the new one offers to submit.
    expect(await screen.findAllByRole('button', { name: '提交订单' })).toHaveLength(1);
  });

  it('goes straight to success when the order is already paid', async () => {
    vi.mocked(createOrder).mockResolvedValue({ ...created, pay_status: 1 });
    const page = await open();
    fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
    submit();
    await waitFor(() => expect(page.visited).toEqual(['/mall/pay-success?trade_no=T1']));
    expect(requestWechatPay).not.toHaveBeenCalled();
  });

  it('keeps the payment choice and remarks across a reload of the page', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
    fireEvent.change(screen.getByLabelText('订单备注'), { target: { value: '工作日送' } });
    await open();
    const remarks = screen.getAllByLabelText<HTMLInputElement>('订单备注');
    expect(remarks.at(-1)?.value).toBe('工作日送');
  });

  it('shows what the server refused, with a retry', async () => {
    const { ApiError } = await import('../../../src/core/request');
    vi.mocked(confirmOrder).mockRejectedValueOnce(new ApiError('business', '赣南脐橙 库存不足', 40030, true));
    await renderNodes([confirm], [example]);
    expect(await screen.findByText('赣南脐橙 库存不足')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('赣南脐橙')).toBeVisible();
    expect(screen.queryByText('赣南脐橙 库存不足')).toBeNull();
  });

  it.each([
    ['app', '请返回商品页，点击“立即购买”在APP中下单支付', '请返回商品页，点击“立即购买”在APP中下单支付'],
    ['miniprogram', '请返回商品页，点击“立即购买”在小程序中下单支付', '请返回商品页，点击“立即购买”在小程序中下单支付'],
    ['browser', '当前环境无法支付，请在微信中打开本页面', '请在微信内内打开链接支付'],
  ] as const)('in the %s, says where to pay, and submit creates nothing and asks WeChat nothing', async (where, note, answer) => {
    setHost(where);
    await open();
    expect(screen.getByRole('note').textContent).toBe(note);
    fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(answer));
    expect(createOrder).not.toHaveBeenCalled();
    expect(startOpenIdAuthorisation).not.toHaveBeenCalled();
  });

  describe('without an open id in WeChat', () => {
    beforeEach(() => {
      useSession.getState().update({ openId: null });
    });

    it('leaves for the authorisation at once, and keeps submit waiting', async () => {
      await open();
      expect(startOpenIdAuthorisation).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: '提交订单' }).hasAttribute('disabled')).toBe(true);
    });

    it('exchanges the returned code, then takes it off the address', async () => {
      window.history.replaceState(null, '', '/mall/confirm?buy_product=%7B%22101301%22%3A2%7D&code=C1&state=S1');
      vi.mocked(redeemOpenIdCode).mockImplementationOnce(async () => {
        useSession.getState().update({ openId: 'oNEW' });
        return true;
      });
      const page = await open({ ...example.props, code: 'C1', state: 'S1' });
      await waitFor(() => expect(page.visited).toEqual(['/mall/confirm?buy_product=%7B%22101301%22%3A2%7D']));
      expect(redeemOpenIdCode).toHaveBeenCalledWith('C1', 'S1');
      expect(startOpenIdAuthorisation).not.toHaveBeenCalled();
    });

    it('after a failed exchange, asks WeChat again only when the shopper submits', async () => {
      vi.mocked(redeemOpenIdCode).mockResolvedValueOnce(false);
      await open({ ...example.props, code: 'C1', state: 'stale' });
      const button = screen.getByRole('button', { name: '提交订单' });
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
      expect(startOpenIdAuthorisation).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
      fireEvent.click(button);
      await waitFor(() => expect(startOpenIdAuthorisation).toHaveBeenCalledTimes(1));
      expect(createOrder).not.toHaveBeenCalled();
    });
  });
});
