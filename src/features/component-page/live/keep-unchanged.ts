const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `next`, with every part that equals the same part of `previous` replaced by `previous`'s object. An
 * editor sends a whole new document per keystroke; kept objects let the renderer's memoised nodes (and
 * the problem collector) skip every node the keystroke did not touch. Array items are matched by place.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const items = next.map((item: unknown, index) => keepUnchanged(previous[index], item));
    return (items.length === previous.length && items.every((item, index) => item === previous[index]) ? previous : items) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const fields: Record<string, unknown> = {};
    let same = keys.length === Object.keys(previous).length;
    for (const key of keys) {
      fields[key] = keepUnchanged(previous[key], next[key]);
      if (fields[key] !== previous[key] || !Object.hasOwn(previous, key)) same = false;
    }
    return (same ? previous : fields) as T;
  }
  return next;
}
