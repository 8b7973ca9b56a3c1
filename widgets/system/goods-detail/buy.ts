/** The buy button's decision (mall-spec §5), as data: a message to show, or the confirm page to open. */
import type { Environment } from '../../../src/core/bridge/environment';
import { confirmPath } from '../../../src/mall/paths';
import { OUTSIDE_WECHAT } from '../../../src/mall/pay-messages';
import { firstMissingAttribute, offerFor, type Selection, type VariantProduct } from './variants';

export const CHOOSE = '请选择';
export const SOLD_OUT = '该规格已售罄';

export type BuyDecision =
  | { kind: 'tell'; message: string }
  /** `purchase`: the confirm page's `buy_product`, which names the purchase there. */
  | { kind: 'confirm'; path: string; purchase: string }
  /** The mini-program web-view has no WeChat payment: the mini program's own goods page takes the purchase. */
  | { kind: 'mini-program'; productId: number };

export interface BuyRequest {
  environment: Environment;
  product: VariantProduct & { sale_type: number };
  selection: Selection;
  quantity: number;
  /** From the address the shopper came by (a shared store link). */
  storeShare?: string | number;
  agencyStoreId?: string | number;
  /** Who shared the link the shopper came by (`/share/goods/{id}`), kept to the order. */
  inviter?: string | number;
  uid?: string | number;
}

export function decideBuy({ environment, product, selection, quantity, storeShare, agencyStoreId, inviter, uid }: BuyRequest): BuyDecision {
  if (environment === 'miniprogram') return { kind: 'mini-program', productId: product.product_id };
  if (environment !== 'wechat') return { kind: 'tell', message: OUTSIDE_WECHAT };
  const missing = firstMissingAttribute(product, selection);
  if (missing) return { kind: 'tell', message: `${CHOOSE}${missing.label}` };
  const offer = offerFor(product, selection);
  if (offer.stock <= 0) return { kind: 'tell', message: SOLD_OUT };
  const shared = String(storeShare ?? '') === '1';
  const buyProduct = { [offer.productId]: quantity };
  return {
    kind: 'confirm',
    purchase: JSON.stringify(buyProduct),
    path: confirmPath({
      buy_product: buyProduct,
      sale_type: product.sale_type,
      store_share: storeShare,
      // The store a shared link came from counts only for a store share (mall-spec §7).
      agency_store_id: shared ? agencyStoreId : undefined,
      inviter,
      uid,
    }),
  };
}
