/**
 * Code 130210 through the api layer (CONTRACT §5): the real request layer over a fake transport, so an
 * answer's decoder is handed the body's `data`, exactly as for code 0, and not the envelope around it.
 */
import type { AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';

const replies = vi.hoisted(() => new Map<string, unknown>());
const notify = vi.hoisted(() => vi.fn<(message: string) => void>());

vi.mock('../core/request', async () => {
  const { createHttpClient } = await import('../core/request/client');
  const { createServerClock } = await import('../core/request/clock');
  const adapter: AxiosAdapter = async (config) => {
    const body = config.url === '/v1/config/get' ? { code: 0, msg: '', data: { ts: Math.floor(Date.now() / 1000) } } : replies.get(config.url ?? '');
    return { data: JSON.stringify(body), status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = createHttpClient({
    baseURL: '',
    secret: 'dev-secret',
    clock: createServerClock(),
    getToken: () => 'tok-1',
    getDeviceId: () => 'dev-9',
    onUnauthorized: () => undefined,
    notify,
    adapter,
  });
  return { http };
});

import { getOrderDetail } from './order';

const DETAIL = { status: 2, status_label: '待收货', order_no: 'SO1', should_pay_price: '9.90', button: { confirm_btn: 1 } };

describe('an answer with code 130210', () => {
  it('is decoded from its data, as one with code 0, without a toast', async () => {
    replies.set('/v1/trade/order/buyer/detail', { code: 130210, msg: '部分信息暂不可用', data: DETAIL, degraded: ['tip'] });
    const whole = await getOrderDetail({ order_no: 'SO1' });
    replies.set('/v1/trade/order/buyer/detail', { code: 0, msg: '', data: DETAIL });
    expect(whole).toEqual(await getOrderDetail({ order_no: 'SO1' }));
    expect(whole).toMatchObject({ status: 2, status_label: '待收货', order_no: 'SO1', should_pay_price: 9.9, button: { confirm_btn: 1 } });
    expect(notify).not.toHaveBeenCalled();
  });
});
