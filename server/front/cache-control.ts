/**
 * The Cache-Control of a served page. A drawn page for an anonymous visitor is the same for everyone
 * (the front reads nothing with a token): a CDN may keep it as long as the front keeps its drawing.
 * A page whose URL carries a token (the mini program passes `?token=`) is never kept anywhere, and
 * anything else (an undrawn page, the demo's pages) is revalidated, so a rebuild shows at once.
 */

/** How long shared caches may keep a drawn anonymous page; absent: never (the demo). */
export interface SharedCaching {
  /** s-maxage: fresh for this long (the front's own drawing reuse time). */
  seconds: number;
  /** stale-while-revalidate: served stale for this much longer while the CDN asks again. */
  staleSeconds: number;
}

export interface ServedPage {
  /** The page's URL carries a token: whoever holds it, the page is theirs alone. */
  tokenInUrl: boolean;
  /** The first screen was drawn into it (a page served undrawn is not worth keeping). */
  drawn: boolean;
  /** A first read got no answer: a CDN must not keep the page the back end's outage made, as the front does not. */
  readFailed?: boolean;
}

export const PRIVATE = 'private, no-store';
export const REVALIDATE = 'no-cache';

export function pageCacheControl(page: ServedPage, shared: SharedCaching | undefined): string {
  if (page.tokenInUrl) return PRIVATE;
  if (!shared || !page.drawn || page.readFailed || shared.seconds <= 0) return REVALIDATE;
  return `public, max-age=0, s-maxage=${shared.seconds}, stale-while-revalidate=${shared.staleSeconds}`;
}

/** The mini program's `token` (platform-spec §9), under any spelling of an empty value. */
export function hasToken(search: URLSearchParams): boolean {
  return search.has('token');
}

/**
 * The page's href for drawing: without the token, which the client removes from the address bar before
 * it takes the page over, and which must not make a drawing kept per shopper.
 */
export function drawingHref(path: string, search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete('token');
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
