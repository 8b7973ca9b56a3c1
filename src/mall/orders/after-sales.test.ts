import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setHost } from '../../core/host/test-host';
import { startAfterSales } from './after-sales';

const fake = vi.hoisted(() => ({ callBridge: vi.fn(async () => ({ ok: true as const, data: null })), toast: vi.fn() }));
vi.mock('../../core/host/current', () => import('../../core/host/test-host').then((module) => module.currentHostStandIn));
vi.mock('../../core/bridge', () => ({ callBridge: fake.callBridge }));
vi.mock('../../core/feedback', () => ({ toast: fake.toast }));

beforeEach(() => vi.clearAllMocks());

describe('申请售后 (mall-spec §4, CONTRACT §4)', () => {
  it.each(['app', 'miniprogram'] as const)('in the %s, opens the host’s own order page, which starts it', async (where) => {
    setHost(where);
    await startAfterSales('SO202600050003');
    expect(fake.callBridge).toHaveBeenCalledWith('openOrderDetail', { order_no: 'SO202600050003' });
    expect(fake.toast).not.toHaveBeenCalled();
  });

  it.each(['wechat', 'browser'] as const)('in %s, says to get the app, as the spec words it', async (where) => {
    setHost(where);
    await startAfterSales('SO202600050003');
    expect(fake.toast).toHaveBeenCalledWith('请下载公主购APP进行售后申请');
    expect(fake.callBridge).not.toHaveBeenCalled();
  });
});
