/**
 * CONTRACT §5: `""` and `null` mean "absent" for an optional field. A node's fields, style and props
 * are read that way before they are checked, so a back office that writes `"subtitle": ""` or
 * `"bg_color": null` does not cost the shopper the node; a required field left `""` is reported
 * missing. Items of a list are values, not fields, and are kept as they are.
 */

const isAbsent = (value: unknown) => value === '' || value === null;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` without its absent fields, at any depth; the same object when there are none (the usual case). */
export function withoutAbsentFields<T>(value: T): T {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const cleaned = withoutAbsentFields(item);
      if (cleaned !== item) changed = true;
      return cleaned;
    });
    return (changed ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value)) {
    const cleaned = isAbsent(field) ? undefined : withoutAbsentFields(field);
    if (cleaned === field) continue;
    copy ??= { ...value };
    if (cleaned === undefined) delete copy[key];
    else copy[key] = cleaned;
  }
  return (copy ?? value) as T;
}
