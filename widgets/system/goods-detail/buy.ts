/**
 * The buy button's decision (mall-spec §5), as data: a message to show, or the purchase, which the host
 * takes over (core/host buyNow) or the confirm page opens.
 */
import type { PurchaseFields } from '../../../src/core/host/purchase';
import { confirmPath } from '../../../src/mall/paths';
import { firstMissingAttribute, offerFor, type Selection, type VariantProduct } from './variants';

export const CHOOSE = '请选择';
export const SOLD_OUT = '该规格已售罄';

export type BuyDecision =
  | { kind: 'tell'; message: string }
  /**
   * `path` and `purchase` (its `buy_product`, which names the purchase there): the confirm page;
   * `fields`: what the app's or mini program's goods page gets instead.
   */
  | { kind: 'buy'; path: string; purchase: string; fields: PurchaseFields };

export interface BuyRequest {
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

export function decideBuy({ product, selection, quantity, storeShare, agencyStoreId, inviter, uid }: BuyRequest): BuyDecision {
  const missing = firstMissingAttribute(product, selection);
  if (missing) return { kind: 'tell', message: `${CHOOSE}${missing.label}` };
  const offer = offerFor(product, selection);
  if (offer.stock <= 0) return { kind: 'tell', message: SOLD_OUT };
  const shared = String(storeShare ?? '') === '1';
  const buyProduct = { [offer.productId]: quantity };
  return {
    kind: 'buy',
    fields: {
      product_id: product.product_id,
      sku_id: offer.productId,
      num: quantity,
      agency_store_id: agencyStoreId,
      store_share: storeShare,
      inviter,
      uid,
    },
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
