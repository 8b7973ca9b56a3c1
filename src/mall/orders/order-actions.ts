/** The order footer's buttons (mall-spec §4) and their words (§8), as data. */
import type { OrderButtons } from '../../contract';

export const URGE_SENT = '已为您催促商家加急发货，请耐心等待';
export const AFTER_SALES_IN_APP = '请下载公主购APP进行售后申请';
export const CONFIRM_RECEIPT_QUESTION = '确定要确认收货吗？';
export const RECEIPT_CONFIRMED = '确认收货成功';

export type OrderAction = 'logistics' | 'after-sales' | 'urge' | 'urged' | 'confirm-receipt';

/** What is asked of the server by the order's id (or shows its parcels): an answer without the id cannot offer it. */
const NEEDS_ORDER_ID: readonly OrderAction[] = ['logistics', 'urge', 'confirm-receipt'];

/** Which buttons an order shows: urge_shipping 1 asks, 3 has asked (no call), others hide it. */
export function orderActionsOf(button: OrderButtons, orderId: number | undefined): OrderAction[] {
  return buttonActions(button).filter((action) => orderId !== undefined || !NEEDS_ORDER_ID.includes(action));
}

function buttonActions(button: OrderButtons): OrderAction[] {
  const actions: OrderAction[] = [];
  if (button.trade_btn === 1) actions.push('logistics');
  if (button.after_sale_btn === 1) actions.push('after-sales');
  if (button.urge_shipping === 1) actions.push('urge');
  if (button.urge_shipping === 3) actions.push('urged');
  if (button.confirm_btn === 1) actions.push('confirm-receipt');
  return actions;
}

/** "contact store owner" for a dealer's order, otherwise "contact merchant". */
export const contactLabel = (isDealer: number) => (isDealer === 1 ? '联系店主' : '联系商家');
