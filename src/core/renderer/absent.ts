/**
 * CONTRACT §5: `""` and `null` mean "absent" for an optional field. A node's fields, style and props
 * are read that way before they are checked, so a back office that writes `"subtitle": ""` or
 * `"bg_color": null` does not cost the shopper the node; a required field left `""` is reported
 * missing. Items of a list are values, not fields, and are kept as they are.
 */

const isAbsent = (value: unknown) => value === '' || value === null;

/**
 * `value` without its absent fields, at any depth; the same object when there are none (the usual case).
 * Plain loops, no per-object arrays: a document is walked once where it arrives, and a long page has
 * thousands of objects.
 */
export function withoutAbsentFields<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let items: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const cleaned = withoutAbsentFields(item);
      if (cleaned === item) continue;
      items ??= [...value];
      items[index] = cleaned;
    }
    return (items ?? value) as T;
  }
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    const field = fields[key];
    const cleaned = isAbsent(field) ? undefined : withoutAbsentFields(field);
    if (cleaned === field) continue;
    copy ??= { ...fields };
    if (cleaned === undefined) delete copy[key];
    else copy[key] = cleaned;
  }
  return (copy ?? value) as T;
}
