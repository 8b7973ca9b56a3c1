/**
 * Purchases whose order exists, kept per tab: a confirm page reached again by Back or a reload pays or
 * shows that order instead of creating a second one. A new tap on 立即购买 starts a new purchase.
 */
export interface PlacedPurchase {
  trade_no: string;
  paid: boolean;
}

const keyOf = (buyProduct: string) => `placed-purchase:${buyProduct}`;

export function placedPurchase(buyProduct: string): PlacedPurchase | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(buyProduct)) ?? 'null') as Partial<PlacedPurchase> | null;
    return saved && typeof saved.trade_no === 'string' && saved.trade_no ? { trade_no: saved.trade_no, paid: saved.paid === true } : null;
  } catch {
    return null;
  }
}

export function rememberPlaced(buyProduct: string, placed: PlacedPurchase): void {
  sessionStorage.setItem(keyOf(buyProduct), JSON.stringify(placed));
}

/** The shopper chose to buy again: what was placed before for the same goods is another purchase. */
export function startPurchase(buyProduct: string): void {
  sessionStorage.removeItem(keyOf(buyProduct));
}
