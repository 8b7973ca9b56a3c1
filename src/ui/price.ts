/** Prices arrive as yuan strings ("59.9") or numbers; they are shown with ¥ and two decimals (mall-spec §9). */
export function formatPrice(value: string | number | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(amount)) return '¥--';
  return `¥${amount.toFixed(2)}`;
}
