// @vitest-environment happy-dom
import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { receiveCoupon } from '../../src/api/component';
import type { CouponReceiveResult } from '../../src/contract';
import { toastSuccess } from '../../src/core/feedback';
import { requestLogin, useSession } from '../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import couponList, { thresholdText } from './widget';

vi.mock('../../src/api/component', () => ({ receiveCoupon: vi.fn() }));
vi.mock('../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/core/session')>()),
  requestLogin: vi.fn(() => Promise.resolve()),
}));

const receive = vi.mocked(receiveCoupon);

startLoggedInEachTest();

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function renderExample() {
  const page = await renderNodes([couponList], [example]);
  const card = (couponId: number) => page.container.querySelector(`[data-coupon-id="${couponId}"]`) as HTMLElement;
  return { page, card, button: (couponId: number) => within(card(couponId)).getByRole('button') };
}

describe('coupon-list', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(couponList.validate(example.props)).toBe(true);
    expect(couponList.validate({})).toBe(false);
    expect(couponList.validate({ items: [] })).toBe(false);
    expect(couponList.validate({ items: [{ coupon_id: 1, title: '券' }] })).toBe(false);
    expect(couponList.validate({ items: [{ coupon_id: 1, title: '券', amount: '十元' }] })).toBe(false);
    expect(couponList.validate({ items: [{ coupon_id: 1, title: '券', amount: 10, status: 'expired' }] })).toBe(false);
  });

  it('formats the threshold', () => {
    expect(thresholdText('99.00')).toBe('满99可用');
    expect(thresholdText(99.5)).toBe('满99.5可用');
    expect(thresholdText(0)).toBe('无门槛');
    expect(thresholdText(undefined)).toBeNull();
  });

  it('shows each coupon with amount, threshold and the button its status allows', async () => {
    const { card, button } = await renderExample();
    expect(card(9001).textContent).toContain('¥10.00');
    expect(card(9001).textContent).toContain('满99可用');
    expect(card(9001).textContent).toContain('全场商品可用');
    expect(card(9003).textContent).toContain('无门槛');
    expect(button(9001).textContent).toBe('立即领取');
    expect((button(9001) as HTMLButtonElement).disabled).toBe(false);
    expect(button(9004).textContent).toBe('已抢光');
    expect((button(9004) as HTMLButtonElement).disabled).toBe(true);
  });

  it('receives once: disabled while pending, then 已领取 with a success toast', async () => {
    const call = deferred<CouponReceiveResult>();
    receive.mockReturnValueOnce(call.promise);
    const { button } = await renderExample();
    fireEvent.click(button(9001));
    fireEvent.click(button(9001));
    expect(receive).toHaveBeenCalledTimes(1);
    expect(receive).toHaveBeenCalledWith({ coupon_id: 9001 });
    expect((button(9001) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => call.resolve({ coupon_id: 9001, status: 'received' }));
    expect(button(9001).textContent).toBe('已领取');
    expect((button(9001) as HTMLButtonElement).disabled).toBe(true);
    expect(toastSuccess).toHaveBeenCalledWith('领取成功');
    expect(button(9002).textContent).toBe('立即领取');
  });

  it('a server error leaves the coupon receivable', async () => {
    receive.mockRejectedValueOnce(new Error('您已领取过该优惠券'));
    const { button } = await renderExample();
    await act(async () => {
      fireEvent.click(button(9002));
    });
    expect(button(9002).textContent).toBe('立即领取');
    expect((button(9002) as HTMLButtonElement).disabled).toBe(false);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('an anonymous shopper is asked to log in instead', async () => {
    useSession.getState().setToken(null);
    const { button } = await renderExample();
    fireEvent.click(button(9001));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(receive).not.toHaveBeenCalled();
  });
});
