/**
 * A price in yuan, shown with ¥ and two decimals (mall-spec §9); none, or one that is no number, shows ¥--.
 * An answer's prices are numbers (the decoders read them); only a page document's widget props may write one as text.
 */
export function formatPrice(value: number | string | undefined): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : value;
  return amount !== undefined && Number.isFinite(amount) ? `¥${amount.toFixed(2)}` : '¥--';
}
