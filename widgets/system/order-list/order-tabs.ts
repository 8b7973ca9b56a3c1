/** The order list's tabs (mall-spec §4 and §9, CONTRACT §5): `orderindex` picks one, `status` is sent. */
import type { OrderListStatus } from '../../../src/contract';

export interface OrderTab {
  label: string;
  status: OrderListStatus;
}

export const ORDER_TABS: readonly OrderTab[] = [
  { label: '全部', status: 5 },
  { label: '待付款', status: 0 },
  { label: '待发货', status: 1 },
  { label: '待收货', status: 2 },
];

/** `orderindex` 4 is not a tab: it names the after-sales list (mall-spec §4, CONTRACT §5). */
export const AFTER_SALES_INDEX = 4;

export const isAfterSalesIndex = (orderIndex: string | number | undefined) => Number(orderIndex) === AFTER_SALES_INDEX;

/** The tab an `orderindex` names; anything else is the first tab. */
export function tabIndexOf(orderIndex: string | number | undefined): number {
  const index = Number(orderIndex ?? 0);
  return Number.isInteger(index) && index >= 0 && index < ORDER_TABS.length ? index : 0;
}
