import { toast } from '../../core/feedback';
import { openOrderInHost } from '../../core/host/purchase';
import { AFTER_SALES_IN_APP } from './order-actions';

/**
 * 申请售后 (mall-spec §4): H5 cannot start one. Inside the app or the mini program their own order page
 * can (CONTRACT §4: nobody is told to get the app they are in); elsewhere the shopper is told to get the app.
 */
export async function startAfterSales(orderNo: string): Promise<void> {
  if (!(await openOrderInHost(orderNo))) toast(AFTER_SALES_IN_APP);
}
