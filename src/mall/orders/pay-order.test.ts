// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commitPayment } from '../../api/order';
import type { OrderCreateResult } from '../../contract';
import { callBridge } from '../../core/bridge';
import { requestWechatPay } from '../../core/bridge/wechat-pay';
import { toast } from '../../core/feedback';
import { setHost } from '../../core/host/test-host';
import { registerNavigator } from '../../core/navigation';
import { useSession } from '../../core/session';
import { startOpenIdAuthorisation } from '../open-id';
import { payExistingOrder, takePaymentAfterAuthorisation } from './pay-order';

vi.mock('../../api/order', () => ({ commitPayment: vi.fn() }));
vi.mock('../../core/feedback', () => ({ toast: vi.fn() }));
vi.mock('../open-id', () => ({ startOpenIdAuthorisation: vi.fn() }));
vi.mock('../../core/host/current', () => import('../../core/host/test-host').then((m) => m.currentHostStandIn));
vi.mock('../../core/bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/bridge')>()),
  callBridge: vi.fn(async () => ({ ok: true, data: null })),
}));
vi.mock('../../core/bridge/wechat-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/bridge/wechat-pay')>()),
  requestWechatPay: vi.fn(),
}));

const committed: OrderCreateResult = {
  pay_status: 0,
  trade_no: 'T7',
  pay_param: { timestamp: '1', nonce_str: 'n', wx_package: 'prepay_id=wx7', sign_type: 'MD5', sign: 'S' },
};

const visited: string[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  visited.length = 0;
  setHost('wechat');
  registerNavigator({ push: (path) => visited.push(path), replace: (path) => visited.push(`replace:${path}`), back: () => undefined, current: () => '/' });
  useSession.getState().update({ openId: 'oPAYER' });
  vi.mocked(commitPayment).mockResolvedValue(committed);
});

describe('paying an order that exists (CONTRACT §5)', () => {
  it('commits it by its order number with the payer, pays the fresh pay_param and opens the success page', async () => {
    vi.mocked(requestWechatPay).mockResolvedValue('ok');
    expect(await payExistingOrder({ order_no: 'SO1' })).toBe(true);
    expect(commitPayment).toHaveBeenCalledWith({ order_no: 'SO1', open_id: 'oPAYER' });
    expect(requestWechatPay).toHaveBeenCalledWith(expect.objectContaining({ package: 'prepay_id=wx7', nonceStr: 'n' }));
    expect(visited).toEqual(['/mall/pay-success?trade_no=T7']);
  });

  it('skips WeChat for an order the server counts as paid, and names the method when it is known', async () => {
    vi.mocked(commitPayment).mockResolvedValue({ ...committed, pay_status: 1 });
    expect(await payExistingOrder({ trade_no: 'T7' }, { paymentId: 1, replace: true })).toBe(true);
    expect(commitPayment).toHaveBeenCalledWith({ trade_no: 'T7', open_id: 'oPAYER', payment_id: 1 });
    expect(requestWechatPay).not.toHaveBeenCalled();
    expect(visited).toEqual(['replace:/mall/pay-success?trade_no=T7']);
  });

  it.each([
    ['cancel', '用户取消支付~'],
    ['fail', '用户支付失败~'],
  ] as const)('on %s says %s and stays', async (result, message) => {
    vi.mocked(requestWechatPay).mockResolvedValue(result);
    expect(await payExistingOrder({ order_no: 'SO1' })).toBe(false);
    expect(toast).toHaveBeenCalledWith(message);
    expect(visited).toEqual([]);
  });

  it('in a plain browser says what buying says there and asks nothing', async () => {
    setHost('browser');
    expect(await payExistingOrder({ order_no: 'SO1' }, { hostOrderNo: 'SO1' })).toBe(false);
    expect(toast).toHaveBeenCalledWith('请在微信内内打开链接支付');
    expect(commitPayment).not.toHaveBeenCalled();
    expect(callBridge).not.toHaveBeenCalled();
  });

  it.each(['app', 'miniprogram'] as const)('in the %s hands the order to the host\'s own order page, which takes the payment', async (where) => {
    setHost(where);
    expect(await payExistingOrder({ trade_no: 'T7' }, { hostOrderNo: 'SO1' })).toBe(false);
    expect(callBridge).toHaveBeenCalledWith('openOrderDetail', { order_no: 'SO1' });
    expect(commitPayment).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['app', '请返回商品页，点击“立即购买”在APP中下单支付'],
    ['miniprogram', '请返回商品页，点击“立即购买”在小程序中下单支付'],
  ] as const)('in the %s, without an order the host can open (a trade), says where to pay and opens no empty order page', async (where, message) => {
    setHost(where);
    expect(await payExistingOrder({ trade_no: 'T7' })).toBe(false);
    expect(toast).toHaveBeenCalledWith(message);
    expect(callBridge).not.toHaveBeenCalled();
    expect(commitPayment).not.toHaveBeenCalled();
  });

  it('without the payer\'s open id, leaves for the authorisation and keeps the payment for the return, once', async () => {
    useSession.getState().update({ openId: null });
    expect(await payExistingOrder({ trade_no: 'T7' })).toBe(false);
    expect(startOpenIdAuthorisation).toHaveBeenCalledTimes(1);
    expect(commitPayment).not.toHaveBeenCalled();
    expect(takePaymentAfterAuthorisation()).toEqual({ trade_no: 'T7' });
    expect(takePaymentAfterAuthorisation()).toBeNull();
  });
});
