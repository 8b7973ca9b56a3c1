/** Immutable edits of form values: every change makes new objects along its path only. */
export type Fields = Record<string, unknown>;

/** A value as a field shows it: text as it is, a number or a flag as written, anything else as JSON. */
export function shownText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fields` with `key` set; undefined leaves the key out (an emptied optional field). */
export function withField(fields: unknown, key: string, value: unknown): Fields {
  const copy: Fields = isFields(fields) ? { ...fields } : {};
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

export function withItem(items: readonly unknown[], index: number, value: unknown): unknown[] {
  return items.map((item, at) => (at === index ? value : item));
}

export function withoutItem(items: readonly unknown[], index: number): unknown[] {
  return items.filter((_item, at) => at !== index);
}

/** The item at `index` swapped with its neighbour `step` away; unchanged at either end. */
export function withItemMoved(items: readonly unknown[], index: number, step: -1 | 1): unknown[] {
  const other = index + step;
  if (other < 0 || other >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[other]] = [copy[other], copy[index]];
  return copy;
}

/** The runtime's path notation: `nodes[1].props` + `items` + 2 → `nodes[1].props.items[2]`. */
export const childPath = (base: string, key: string | number): string =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;
