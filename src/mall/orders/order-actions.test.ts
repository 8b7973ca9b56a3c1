import { describe, expect, it } from 'vitest';
import { contactLabel, orderActionsOf } from './order-actions';

const none = { urge_shipping: 0, trade_btn: 0, after_sale_btn: 0, confirm_btn: 0 } as const;

describe('order footer buttons (mall-spec §4)', () => {
  it('shows each button only for its flag', () => {
    expect(orderActionsOf(none)).toEqual([]);
    expect(orderActionsOf({ ...none, trade_btn: 1 })).toEqual(['logistics']);
    expect(orderActionsOf({ ...none, after_sale_btn: 1 })).toEqual(['after-sales']);
    expect(orderActionsOf({ ...none, confirm_btn: 1 })).toEqual(['confirm-receipt']);
  });

  it('urge_shipping 1 asks, 3 says 已提醒, anything else hides it', () => {
    expect(orderActionsOf({ ...none, urge_shipping: 1 })).toEqual(['urge']);
    expect(orderActionsOf({ ...none, urge_shipping: 3 })).toEqual(['urged']);
    expect(orderActionsOf({ ...none, urge_shipping: 2 })).toEqual([]);
  });

  it('names the contact by the seller', () => {
    expect(contactLabel(1)).toBe('联系店主');
    expect(contactLabel(0)).toBe('联系商家');
  });
});
