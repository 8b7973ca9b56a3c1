/**
 * First answers in the page: for the pages a shopper lands on most (the home, a product, an
 * operator's page), the served HTML carries the answers to that page's first reads, so a phone on a
 * slow network draws the first screen as soon as the code has run instead of one or two round trips
 * later. The client takes an answer only for that exact read, once, and only while fresh
 * (src/core/request/primed.ts); without one it simply asks, so any other host serving the build works.
 *
 * Each answer comes from the API itself through a FirstReader (server/front/reads.ts): the demo's
 * in-process double (server/in-process-reads.ts) or a back end over HTTP (server/front/http-reads.ts),
 * signed as the client signs, so it is exactly what the client would have been sent.
 */
import { HOME_FEED_TAB_ID, PAGE_SIZE } from '../../src/api/constants.ts';
// The nodes the renderer counts as a phone's first screen, whose first pictures it asks for at once.
import { FIRST_SCREEN_NODES } from '../../src/core/renderer/first-screen.ts';
import { SUCCESS_CODES } from '../../src/core/request/envelope.ts';
import { PRIMED_ANSWERS_ID, type PrimedAnswer } from '../../src/core/request/primed.ts';
import type { FirstReader } from './reads.ts';

interface FirstRead {
  path: string;
  query: Record<string, string>;
  /** False when the answer depends on who asks: only a shopper without a token may use it. */
  forAnyone: boolean;
  /** The pictures this answer puts on the first screen, fetched alongside the code rather than after it. */
  firstPictures?: (data: unknown) => unknown[];
  /** The widget types this answer draws, whose code the page then announces (server/front/route-hints.ts). */
  widgets?: (data: unknown) => string[];
}

/** A field read from an answer whose shape this file does not vouch for. */
function at(value: unknown, ...keys: Array<string | number>): unknown {
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
  visit(Array.isArray(at(document, 'nodes')) ? (at(document, 'nodes') as unknown[]).slice(0, FIRST_SCREEN_NODES) : []);
  return pictures.slice(0, FIRST_SCREEN_PICTURES);
}

/** Every node type of a page document, at any depth: the renderer loads them all before drawing. */
function pageWidgets(document: unknown): string[] {
  const types = new Set<string>();
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      const type = at(node, 'type');
      if (typeof type === 'string') types.add(type);
      visit(at(node, 'children'));
    }
  };
  visit(at(document, 'nodes'));
  return [...types];
}

/** The reads each page makes before its first screen can show, as the client sends them. */
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
  '/active/component-active': (search): FirstRead[] =>
    search.get('id') && search.get('preview') !== '1'
      ? [{ path: '/v1/component/page/info/get', query: { id: search.get('id')! }, forAnyone: true, firstPictures: pagePictures, widgets: pageWidgets }]
      : [],
};

/** JSON that cannot end the <script> element it sits in, whatever strings the answers hold. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Only pictures the CSP lets in (this origin's, https ones), written so no address can leave the attribute. */
function preloadLink(address: unknown): string {
  if (typeof address !== 'string' || !/^(\/(?!\/)|https:\/\/)/i.test(address)) return '';
  const href = address.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
}

export interface PrimedPage {
  html: string;
  /** Widget types the answers draw, for the page to announce their code. */
  widgets: string[];
  /** The answers put in the page, for drawing its first screen from them (server/front/draw.ts). */
  answers: PrimedAnswer[];
  /** Why a read got no answer at all (the back end slow or down), for one log line; none when all answered. */
  failure?: string;
}

export type Primer = (html: string, path: string, search: URLSearchParams) => Promise<PrimedPage>;

type Primed = { answer: PrimedAnswer; pictures: unknown[]; widgets: string[] } | { failure: string } | undefined;

export function createPrimer(read: FirstReader, enabled: boolean): Primer {
  if (!enabled) return async (html) => ({ html, widgets: [], answers: [] });

  async function answer(first: FirstRead, page: string): Promise<Primed> {
    const outcome = await read({ path: first.path, query: first.query }, page).catch((error: unknown) => ({ failure: String(error) }));
    if ('failure' in outcome) return outcome;
    if (!('envelope' in outcome)) return undefined;
    const { envelope } = outcome;
    // Only a success is worth sending ahead: anything else the client should meet as it always does.
    const code = at(envelope, 'code');
    if (typeof code !== 'number' || !SUCCESS_CODES.has(code)) return undefined;
    const answer = { path: first.path, query: first.query, for_anyone: first.forAnyone, envelope };
    const data = at(envelope, 'data');
    return { answer, pictures: first.firstPictures?.(data) ?? [], widgets: first.widgets?.(data) ?? [] };
  }

  return async (html, path, search) => {
    const reads = FIRST_READS[path.replace(/\/+$/, '')]?.(search) ?? [];
    const outcomes = await Promise.all(reads.map((first) => answer(first, path)));
    const failure = outcomes.find((found) => found !== undefined && 'failure' in found);
    const primed = outcomes.filter((found) => found !== undefined && 'answer' in found);
    const failed = failure && 'failure' in failure ? { failure: failure.failure } : {};
    if (!primed.length) return { html, widgets: [], answers: [], ...failed };
    const answers = primed.map((found) => found.answer);
    const block = `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${scriptSafeJson({ answers })}</script>`;
    const links = [...new Set(primed.flatMap((found) => found.pictures))].map(preloadLink).join('');
    // Replacer functions: a `$&` or `$'` in a server string must stay text, not a replacement pattern.
    return {
      // In the head: the body holds only what the app draws.
      html: html.replace('</head>', () => `${links}${block}</head>`),
      widgets: [...new Set(primed.flatMap((found) => found.widgets))],
      answers,
      ...failed,
    };
  };
}
