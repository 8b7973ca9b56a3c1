/** A cart's lines grouped by seller (one order per seller), with goods and freight in fen. */
import type { Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { CatalogSeller } from '../model.ts';
import { toFen } from '../money.ts';
import type { Line } from './checkout.ts';

export interface SellerGroup {
  seller: CatalogSeller;
  lines: Line[];
  goodsFen: number;
  freightFen: number;
}

export const priceOf = (line: Line): string => line.child?.price ?? line.product.price;

export function groupBySeller(deps: Deps, lines: Line[]): SellerGroup[] {
  const groups = new Map<number, SellerGroup>();
  for (const line of lines) {
    const seller = deps.catalog.seller(line.product.seller_id);
    if (!seller) throw new ApiError(CODE.NOT_FOUND, '店铺不存在');
    const group = groups.get(seller.seller_id) ?? { seller, lines: [], goodsFen: 0, freightFen: 0 };
    group.lines.push(line);
    group.goodsFen += toFen(priceOf(line)) * line.qty;
    groups.set(seller.seller_id, group);
  }
  for (const group of groups.values()) {
    const free = group.goodsFen === 0 || group.goodsFen >= toFen(group.seller.free_over);
    group.freightFen = free ? 0 : toFen(group.seller.freight);
  }
  return [...groups.values()];
}
