/**
 * First answers in the page: for the pages a shopper lands on most (the home, a product, an
 * operator's page), the served HTML carries the answers to that page's first reads, so a phone on a
 * slow network draws the first screen as soon as the code has run instead of one or two round trips
 * later. The client takes an answer only for that exact read, once, and only while fresh
 * (src/core/early-answers/primed.ts); without one it simply asks, so any other host serving the build works.
 *
 * Each answer comes from the API itself through a FirstReader (server/front/reads.ts): the demo's
 * in-process double (server/in-process-reads.ts) or a back end over HTTP (server/front/http-reads.ts),
 * signed as the client signs, so it is exactly what the client would have been sent.
 */
import { at, firstReadsFor, isPreloadablePicture, type FirstRead } from '../../src/app/first-reads.ts';
import { FIRST_READS_SCRIPT_ID, PRIMED_ANSWERS_ID, type PrimedAnswer } from '../../src/contract/embedded-answers.ts';
import { SUCCESS_CODES } from '../../src/contract/envelope-codes.ts';
import type { FirstReader } from './reads.ts';

/** The script that would send the reads this page answers (src/app/first-reads-entry.ts). */
const FIRST_READS_SCRIPT = new RegExp(`<script id="${FIRST_READS_SCRIPT_ID}"[^>]*></script>`);

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
  if (!isPreloadablePicture(address)) return '';
  const href = address.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
}

export interface PrimedPage {
  html: string;
  /** Widget types the answers draw on the first screen, for the page to announce their code. */
  widgets: string[];
  /** Every widget type the answers draw: a page the server draws links the styles of all of them. */
  allWidgets: string[];
  /** The answers put in the page, for drawing its first screen from them (server/front/draw.ts). */
  answers: PrimedAnswer[];
  /** Why a read got no answer at all (the back end slow or down), for one log line; none when all answered. */
  failure?: string;
}

export type Primer = (html: string, path: string, search: URLSearchParams) => Promise<PrimedPage>;

type Primed = { answer: PrimedAnswer; pictures: unknown[]; widgets: string[]; allWidgets: string[] } | { failure: string } | undefined;

export function createPrimer(read: FirstReader, enabled: boolean): Primer {
  if (!enabled) return (html) => Promise.resolve({ html, widgets: [], allWidgets: [], answers: [] });

  async function answer(first: FirstRead, page: string): Promise<Primed> {
    const outcome = await read({ path: first.path, query: first.query }, page).catch((error: unknown) => ({ failure: String(error) }));
    if ('failure' in outcome) return outcome;
    if (!('envelope' in outcome)) return undefined;
    const { envelope } = outcome;
    // Only a success is worth sending ahead: anything else the client should meet as it always does.
    const code = at(envelope, 'code');
    if (typeof code !== 'number' || !SUCCESS_CODES.has(code)) return undefined;
    const answer: PrimedAnswer = { path: first.path, query: first.query, for_anyone: first.forAnyone, envelope };
    const data = at(envelope, 'data');
    return { answer, pictures: first.firstPictures?.(data) ?? [], widgets: first.widgets?.(data) ?? [], allWidgets: first.allWidgets?.(data) ?? first.widgets?.(data) ?? [] };
  }

  return async (html, path, search) => {
    const reads = firstReadsFor(path, search);
    const outcomes = await Promise.all(reads.map((first) => answer(first, path)));
    const failure = outcomes.find((found) => found !== undefined && 'failure' in found);
    const primed = outcomes.filter((found) => found !== undefined && 'answer' in found);
    const failed = failure && 'failure' in failure ? { failure: failure.failure } : {};
    if (!primed.length) return { html, widgets: [], allWidgets: [], answers: [], ...failed };
    const answers = primed.map((found) => found.answer);
    const block = `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${scriptSafeJson({ answers })}</script>`;
    const links = [...new Set(primed.flatMap((found) => found.pictures))].map(preloadLink).join('');
    // Replacer functions: a `$&` or `$'` in a server string must stay text, not a replacement pattern.
    return {
      // In the head: the body holds only what the app draws.
      // Answered here: the script that would send the same reads has nothing left to do.
      html: html.replace(FIRST_READS_SCRIPT, '').replace('</head>', () => `${links}${block}</head>`),
      widgets: [...new Set(primed.flatMap((found) => found.widgets))],
      allWidgets: [...new Set(primed.flatMap((found) => found.allWidgets))],
      answers,
      ...failed,
    };
  };
}
