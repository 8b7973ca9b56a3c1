/**
 * A request value as text: absent is empty, a string as it came, a number or a flag as written, anything
 * else as JSON (never "[object Object]").
 */
export function wireText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}
