/**
 * The reads each screen makes before its first screenful can show, as the client sends them: the
 * server that serves a page answers them in it (server/front/primed.ts), and a page served as built
 * sends them before the app's code has run (./first-reads-entry.ts). One table for both.
 */
// With extensions: the server loads this file under Node.
import { HOME_FEED_TAB_ID, PAGE_SIZE } from '../api/constants.ts';
import type { EarlyRead } from '../core/early-answers/early-reads.ts';
// The nodes the renderer counts as a phone's first screen, whose first pictures it asks for at once.
import { FIRST_PASS_NODES, FIRST_SCREEN_NODES } from '../core/renderer/first-screen-nodes.ts';

export interface FirstRead extends EarlyRead {
  /** The pictures this answer puts on the first screen, fetched alongside the code rather than after it. */
  firstPictures?: (data: unknown) => unknown[];
  /**
   * The widget types this answer draws on its first screen, whose code is fetched alongside the screen's
   * (the client draws once they are here, and fetches the others after that screen).
   */
  widgets?: (data: unknown) => string[];
  /** Every widget type this answer draws: a server drawing the page links all of their styles. */
  allWidgets?: (data: unknown) => string[];
}

/** A first picture worth asking for early: only those the CSP lets in (this origin's, https ones). */
export const isPreloadablePicture = (address: unknown): address is string => typeof address === 'string' && /^(\/(?!\/)|https:\/\/)/i.test(address);

/** A field read from an answer whose shape this file does not vouch for. */
export function at(value: unknown, ...keys: Array<string | number>): unknown {
  let current = value;
  for (const key of keys) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

/** Only what the page's URL gives; an empty value is left out, as the client leaves it out. */
function present(search: URLSearchParams, names: Record<string, string>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [from, to] of Object.entries(names)) {
    const value = search.get(from);
    if (value) query[to] = value;
  }
  return query;
}

/** Of an operator's page (CONTRACT §3), at most this many of its first screen's pictures are preloaded. */
const FIRST_SCREEN_PICTURES = 3;

/** The first pictures of a page document, in reading order: image nodes and a banner's first slide. */
function pagePictures(document: unknown): unknown[] {
  const pictures: unknown[] = [];
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (pictures.length >= FIRST_SCREEN_PICTURES) return;
      const type = at(node, 'type');
      if (type === 'image') pictures.push(at(node, 'props', 'image'));
      if (type === 'banner') pictures.push(at(node, 'props', 'items', 0, 'image'));
      visit(at(node, 'children'));
    }
  };
  const nodes = at(document, 'nodes');
  visit(Array.isArray(nodes) ? nodes.slice(0, FIRST_SCREEN_NODES) : []);
  return pictures.slice(0, FIRST_SCREEN_PICTURES);
}

/**
 * The widget types of a page document's nodes, at any depth: of its first pass (the renderer draws
 * once they are loaded), or of every node (`whole`).
 */
function pageWidgets(document: unknown, whole: boolean): string[] {
  const types = new Set<string>();
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      const type = at(node, 'type');
      if (typeof type === 'string') types.add(type);
      visit(at(node, 'children'));
    }
  };
  const nodes = at(document, 'nodes');
  visit(Array.isArray(nodes) ? (whole ? nodes : nodes.slice(0, FIRST_PASS_NODES)) : []);
  return [...types];
}

const FIRST_READS: Record<string, (search: URLSearchParams) => FirstRead[]> = {
  '/mall/portal': (): FirstRead[] => [
    { path: '/v1/index/get', query: {}, forAnyone: true, firstPictures: (data) => [at(data, 'banner', 'list', 0, 'image')] },
    {
      path: '/v1/index/footer/product/list',
      query: { tab_id: String(HOME_FEED_TAB_ID), page: '1', page_size: String(PAGE_SIZE) },
      forAnyone: true,
      // The feed's first row (two columns) is on the first screen of a phone.
      firstPictures: (data) => [at(data, 'products', 0, 'image'), at(data, 'products', 1, 'image')],
    },
  ],
  // is_favorite depends on the shopper.
  '/mall/goods-detail': (search): FirstRead[] =>
    search.get('id')
      ? [{ path: '/v1/product/detail/get', query: present(search, { id: 'product_id', agency_store_id: 'agency_store_id', store_share: 'store_share' }), forAnyone: false, firstPictures: (data) => [at(data, 'images', 0)] }]
      : [],
  '/active/component-active': (search): FirstRead[] => {
    const id = search.get('id');
    return id && search.get('preview') !== '1'
      ? [{ path: '/v1/component/page/info/get', query: { id }, forAnyone: true, firstPictures: pagePictures, widgets: (data) => pageWidgets(data, false), allWidgets: (data) => pageWidgets(data, true) }]
      : [];
  },
};

/** The first reads of the screen at `path` (none for a screen not listed). */
export function firstReadsFor(path: string, search: URLSearchParams): FirstRead[] {
  return FIRST_READS[path.replace(/\/+$/, '')]?.(search) ?? [];
}
