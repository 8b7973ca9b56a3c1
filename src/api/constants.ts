/** Business constants of mall-spec §9 that the calls send. */
export const PAGE_SIZE = 20;
export const HOME_FEED_TAB_ID = 0;
export const ORDER_TYPE = 1;
export const BUY_TYPE = 2;
export const FOLLOW_TYPE_STORE = 6;
export const LOGIN_CODE_TYPE = 'slogin';
export const ADDRESS_LIST_TYPE = 3;
export const SCAN_MISSION_ID = 8;

export const ORDER_LIST_STATUS = {
  all: 5,
  pendingPayment: 0,
  pendingShipment: 1,
  pendingReceipt: 2,
  afterSales: 4,
} as const;
