/**
 * First answers in the page: for the pages a shopper lands on most (the home, a product, an
 * operator's page), the served HTML carries the answers to that page's first reads, so a phone on a
 * slow network draws the first screen as soon as the code has run instead of one or two round trips
 * later. The client takes an answer only for that exact read, once, and only while fresh
 * (src/core/request/primed.ts); without one it simply asks, so any other host serving the build works.
 *
 * Each answer comes from the API itself (a signed in-process request), so it is exactly what the
 * client would have been sent, hostile test answers included. A read with a fault waiting is not
 * answered here: the test that set the fault wants the client to meet it.
 */
import { at, firstReadsFor, type FirstRead } from '../src/app/first-reads.ts';
import { SUCCESS_CODES } from '../src/core/request/envelope.ts';
import { PRIMED_ANSWERS_ID, type PrimedAnswer } from '../src/core/request/primed.ts';
import { sign } from '../src/core/request/sign.ts';
import type { Faults } from './admin/faults.ts';
import type { App, Deps } from './context.ts';

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
  /** The answers put in the page, for drawing its first screen from them (server/draw.ts). */
  answers: PrimedAnswer[];
}

export type Primer = (html: string, path: string, search: URLSearchParams) => Promise<PrimedPage>;

interface Primed {
  answer: PrimedAnswer;
  pictures: unknown[];
  widgets: string[];
}

export function createPrimer(app: App, deps: Deps, faults: Faults | undefined, enabled: boolean): Primer {
  if (!enabled) return async (html) => ({ html, widgets: [], answers: [] });

  async function answer(read: FirstRead, page: string): Promise<Primed | undefined> {
    if (faults?.waiting('GET', read.path)) return undefined;
    const signed = { ...read.query, platform: 'h5', timestamp: String(deps.clock.now()) };
    const url = `${read.path}?${new URLSearchParams({ ...signed, sign: sign(signed, deps.options.secret) })}`;
    try {
      // The binding marks it for the request log as the server's own read, not the client's.
      const response = await app.request(url, {}, { primedFor: page });
      if (response.status !== 200) return undefined;
      const envelope = (await response.json()) as { code?: unknown };
      // Only a success is worth sending ahead: anything else the client should meet as it always does.
      if (typeof envelope?.code !== 'number' || !SUCCESS_CODES.has(envelope.code)) return undefined;
      const answer: PrimedAnswer = { path: read.path, query: read.query, for_anyone: read.forAnyone, envelope };
      const data = at(envelope, 'data');
      return { answer, pictures: read.firstPictures?.(data) ?? [], widgets: read.widgets?.(data) ?? [] };
    } catch {
      return undefined;
    }
  }

  return async (html, path, search) => {
    const reads = firstReadsFor(path, search);
    const primed = (await Promise.all(reads.map((read) => answer(read, path)))).filter((found) => found !== undefined);
    if (!primed.length) return { html, widgets: [], answers: [] };
    const answers = primed.map((found) => found.answer);
    const block = `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${scriptSafeJson({ answers })}</script>`;
    const links = [...new Set(primed.flatMap((found) => found.pictures))].map(preloadLink).join('');
    // Replacer functions: a `$&` or `$'` in a server string must stay text, not a replacement pattern.
    return {
      // In the head: the body holds only what the app draws.
      html: html.replace('</head>', () => `${links}${block}</head>`),
      widgets: [...new Set(primed.flatMap((found) => found.widgets))],
      answers,
    };
  };
}
