import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../feedback';
import { ApiError } from './errors';
import { reportFailure } from './report-failure';

vi.mock('../feedback', () => ({ toast: vi.fn() }));

beforeEach(() => vi.mocked(toast).mockClear());

describe('reportFailure', () => {
  it('never toasts an ignore-list code: the back end asked for silence (mall-spec §8)', () => {
    reportFailure(new ApiError('silent', '请稍后重试', 130101));
    reportFailure(new ApiError('silent', '请稍后重试', 200000), '领取失败');
    expect(toast).not.toHaveBeenCalled();
  });

  it('tells a failure the request layer did not, once', () => {
    reportFailure(new ApiError('business', '库存不足', 40001, true));
    expect(toast).not.toHaveBeenCalled();
    reportFailure(new ApiError('thrown', '优惠券已过期', 22002));
    expect(toast).toHaveBeenLastCalledWith('优惠券已过期');
    reportFailure(new Error('boom'));
    expect(toast).toHaveBeenLastCalledWith('操作失败，请稍后再试');
  });
});
