/**
 * Loose wire values read as what they mean (CONTRACT §5): back ends send flags as `1`/`0`, `"1"`/`"0"`
 * or `true`/`false`, numbers as numeric strings, and `""` or `null` for "no value". Anything else is
 * unknown (`undefined`), and the caller decides what unknown means for its screen.
 */

export function wireFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** A whole number of at least 0, given as a number or a numeric string. */
export function wireCount(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** A list as sent: an absent or `null` list is empty; anything not a list is empty too. */
export function wireList<T>(value: readonly T[] | null | undefined): T[] {
  return Array.isArray(value) ? [...value] : [];
}
