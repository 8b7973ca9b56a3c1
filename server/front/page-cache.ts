/**
 * The front's own cache of whole served pages: a drawn page for anonymous visitors, its final HTML and
 * its gzip, kept per URL for `freshMs` and then served stale for `staleMs` more while one refresh runs.
 * Without it every request read the back end again (about 180 KB of answers for a 300-node page) and
 * gzipped the 415 KB page: about 56 pages/s on 2 cores. A cache only: any instance serves any request,
 * each filling its own. Only a page drawn from all its answers is kept; one served undrawn, or with a
 * read that failed, is made again at the next request.
 */
import type { NonSharedBuffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A page as the front made it. */
export interface RenderedPage {
  html: string;
  /** Its first screen was drawn into it. */
  drawn: boolean;
  /** A first read got no answer (the back end slow or down). */
  readFailed: boolean;
}

export interface KeptPage {
  html: NonSharedBuffer;
  gzipped: NonSharedBuffer;
  /** Weak: one for the page gzipped or not. */
  etag: string;
  /** When its making started (ms): its answers are at least this old. */
  madeAt: number;
}

/** A kept page with its age, or one made for this request and not kept. */
export type PageOutcome = { kept: KeptPage; ageMs: number } | { rendered: RenderedPage };

export interface PageCacheOptions {
  freshMs: number;
  /** Served stale this much longer while a refresh runs. */
  staleMs: number;
  /** Bounds on what is kept, the least recently served page going first. */
  maxPages: number;
  maxBytes: number;
  now?: () => number;
}

export interface PageCache {
  /**
   * The page kept for `key`, or the one `render` makes; requests that come while it is being made
   * share that making. `key` must name everything the page depends on.
   */
  page: (key: string, render: () => Promise<RenderedPage>) => Promise<PageOutcome>;
}

const sizeOf = (page: KeptPage) => page.html.length + page.gzipped.length;

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently served first.
  const kept = new Map<string, KeptPage>();
  const making = new Map<string, Promise<PageOutcome>>();
  let bytes = 0;

  function forget(key: string): void {
    const page = kept.get(key);
    if (!page) return;
    kept.delete(key);
    bytes -= sizeOf(page);
  }

  function keep(key: string, page: KeptPage): void {
    forget(key);
    if (sizeOf(page) > options.maxBytes) return;
    kept.set(key, page);
    bytes += sizeOf(page);
    for (const oldest of kept.keys()) {
      if (kept.size <= options.maxPages && bytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  async function make(key: string, render: () => Promise<RenderedPage>): Promise<PageOutcome> {
    const madeAt = now();
    const page = await render();
    if (!page.drawn || page.readFailed) return { rendered: page };
    const html = Buffer.from(page.html);
    // Off the event loop: level 9 on a 415 KB page takes tens of milliseconds, once per refresh.
    const made: KeptPage = { html, gzipped: await gzipAsync(html, { level: 9 }), etag: etagOf(html), madeAt };
    keep(key, made);
    return { kept: made, ageMs: now() - madeAt };
  }

  function shared(key: string, render: () => Promise<RenderedPage>): Promise<PageOutcome> {
    const running = making.get(key);
    if (running) return running;
    const outcome = make(key, render).finally(() => making.delete(key));
    making.set(key, outcome);
    return outcome;
  }

  return {
    page(key, render) {
      const found = kept.get(key);
      const ageMs = found ? now() - found.madeAt : 0;
      if (!found || ageMs >= options.freshMs + options.staleMs) {
        forget(key);
        return shared(key, render);
      }
      kept.delete(key);
      kept.set(key, found);
      // A refresh that fails leaves the stale page to be served, and tried again at the next request.
      if (ageMs >= options.freshMs) shared(key, render).catch(() => {});
      return Promise.resolve({ kept: found, ageMs });
    },
  };
}

function etagOf(html: NonSharedBuffer): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
