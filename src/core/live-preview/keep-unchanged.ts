const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `next`, with every part that equals the same part of `previous` replaced by `previous`'s object (the live
 * preview's documents, and the page editor's JSON view as it is typed in). An
 * editor sends a whole new document per keystroke; kept objects let the renderer's memoised nodes (and
 * the problem collector) skip every node the keystroke did not touch. Array items are matched by place.
 * A new array or object is made only from the first part that differs: a keystroke touches one path,
 * and the 300 nodes beside it cost no copies (nor the collection of them).
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) return keepItems(previous, next) as T;
  if (isPlainObject(previous) && isPlainObject(next)) return keepFields(previous, next) as T;
  return next;
}

function keepItems(previous: unknown[], next: unknown[]): unknown[] {
  let items: unknown[] | null = next.length === previous.length ? null : [];
  next.forEach((item, index) => {
    const kept = keepUnchanged(previous[index], item);
    if (!items && kept !== previous[index]) items = previous.slice(0, index);
    items?.push(kept);
  });
  return items ?? previous;
}

function keepFields(previous: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(next);
  let fields: Record<string, unknown> | null = keys.length === Object.keys(previous).length ? null : {};
  keys.forEach((key, index) => {
    const kept = keepUnchanged(previous[key], next[key]);
    if (!fields && (kept !== previous[key] || !Object.hasOwn(previous, key))) {
      fields = {};
      for (const earlier of keys.slice(0, index)) fields[earlier] = previous[earlier];
    }
    if (fields) fields[key] = kept;
  });
  return fields ?? previous;
}
