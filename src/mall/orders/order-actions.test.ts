import { describe, expect, it } from 'vitest';
import { contactLabel, orderActionsOf } from './order-actions';

const none = { urge_shipping: 0, trade_btn: 0, after_sale_btn: 0, confirm_btn: 0 } as const;

describe('order footer buttons (mall-spec §4)', () => {
  it('shows each button only for its flag', () => {
    expect(orderActionsOf(none, 7)).toEqual([]);
    expect(orderActionsOf({ ...none, trade_btn: 1 }, 7)).toEqual(['logistics']);
    expect(orderActionsOf({ ...none, after_sale_btn: 1 }, 7)).toEqual(['after-sales']);
    expect(orderActionsOf({ ...none, confirm_btn: 1 }, 7)).toEqual(['confirm-receipt']);
  });

  it('urge_shipping 1 asks, 3 says 已提醒, anything else hides it', () => {
    expect(orderActionsOf({ ...none, urge_shipping: 1 }, 7)).toEqual(['urge']);
    expect(orderActionsOf({ ...none, urge_shipping: 3 }, 7)).toEqual(['urged']);
    expect(orderActionsOf({ ...none, urge_shipping: 2 }, 7)).toEqual([]);
  });

  it('offers nothing that needs the order id when the answer has none (mall-spec §3 order detail)', () => {
    const all = { urge_shipping: 1, trade_btn: 1, after_sale_btn: 1, confirm_btn: 1 } as const;
    expect(orderActionsOf(all, undefined)).toEqual(['after-sales']);
  });

  it('names the contact by the seller', () => {
    expect(contactLabel(1)).toBe('联系店主');
    expect(contactLabel(0)).toBe('联系商家');
  });
});
