/**
 * Whether a page is the last of its list. A server's `has_more` is believed when it says "no more";
 * when it says "more" or says nothing, the list still ends on an empty page, on a page that brings
 * nothing new (a server that ignores `page` would otherwise be asked forever and repeat itself), on
 * `total` and, without `has_more`, on a page shorter than the size asked for (CONTRACT §5).
 */
export interface PageEnd {
  /** The server's word, if it gave one. */
  hasMore?: boolean;
  /** Items on this page, as sent. */
  received: number;
  /** Items on this page not seen on an earlier one. */
  fresh: number;
  /** Items in the list so far, this page included. */
  loaded: number;
  /** How many the whole list has, if the server said. */
  total?: number;
  /** The page size asked for, if the list asks for one. */
  pageSize?: number;
}

export function isLastPage({ hasMore, received, fresh, loaded, total, pageSize }: PageEnd): boolean {
  if (received === 0 || fresh === 0 || hasMore === false) return true;
  if (total !== undefined && loaded >= total) return true;
  if (hasMore === undefined && pageSize !== undefined && received < pageSize) return true;
  return false;
}

/** An item's identity in its list; `undefined` or `""` when the answer did not say (such an item is always new). */
export type ItemId<T> = (item: T) => string | number | undefined;

/** The items of a page not already in the list (by id), each once. */
export function freshItems<T>(items: readonly T[], seen: Set<string>, idOf: ItemId<T> | undefined): T[] {
  if (!idOf) return [...items];
  const fresh: T[] = [];
  for (const item of items) {
    const id = idOf(item);
    const key = id === undefined || id === '' ? undefined : String(id);
    if (key !== undefined && seen.has(key)) continue;
    if (key !== undefined) seen.add(key);
    fresh.push(item);
  }
  return fresh;
}
