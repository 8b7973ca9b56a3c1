import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, matchesEtag, type PageCacheOptions, type PageOutcome, type RenderedPage } from '../front/page-cache.ts';

const drawn = (html: string): RenderedPage => ({ html, drawn: true, readFailed: false });

/** A cache on a clock the test moves, and a render that counts its calls and can be held back. */
function setup(overrides: Partial<PageCacheOptions> = {}) {
  let clock = 1_000_000;
  const cache = createPageCache({ freshMs: 30_000, staleMs: 30_000, maxPages: 200, maxBytes: 64 * 1024 * 1024, now: () => clock, ...overrides });
  const made: string[] = [];
  let release: (() => void) | undefined;
  const render = (page: RenderedPage, held = false) => async () => {
    made.push(page.html);
    if (held) await new Promise<void>((resolve) => (release = resolve));
    return page;
  };
  return { cache, made, render, advance: (ms: number) => void (clock += ms), release: () => release?.() };
}

const htmlOf = (outcome: PageOutcome) => ('kept' in outcome ? outcome.kept.html.toString() : outcome.rendered.html);

describe('the page cache', () => {
  it('serves a fresh page kept, with its gzip and a weak ETag, without making it again', async () => {
    const { cache, made, render, advance } = setup();
    const first = await cache.page('/p?id=1', render(drawn('<p>one</p>')));
    advance(29_000);
    const again = await cache.page('/p?id=1', render(drawn('<p>two</p>')));
    expect(made).toEqual(['<p>one</p>']);
    expect(htmlOf(again)).toBe('<p>one</p>');
    if (!('kept' in first) || !('kept' in again)) throw new Error('not kept');
    expect(again.ageMs).toBe(29_000);
    expect(gunzipSync(again.kept.gzipped).toString()).toBe('<p>one</p>');
    expect(again.kept.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(again.kept.etag).toBe(first.kept.etag);
  });

  it('shares one making among the requests that come while it runs', async () => {
    const { cache, made, render, release } = setup();
    const waiting = [cache.page('/p', render(drawn('<p>one</p>'), true)), cache.page('/p', render(drawn('<p>two</p>')))];
    await Promise.resolve();
    release();
    expect((await Promise.all(waiting)).map(htmlOf)).toEqual(['<p>one</p>', '<p>one</p>']);
    expect(made).toEqual(['<p>one</p>']);
  });

  it('serves a stale page at once while one refresh runs, then the refreshed one', async () => {
    const { cache, made, render, advance, release } = setup();
    await cache.page('/p', render(drawn('<p>old</p>')));
    advance(31_000);
    const stale = await Promise.all([1, 2, 3].map(() => cache.page('/p', render(drawn('<p>new</p>'), true))));
    expect(stale.map(htmlOf)).toEqual(['<p>old</p>', '<p>old</p>', '<p>old</p>']);
    expect(made).toEqual(['<p>old</p>', '<p>new</p>']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(htmlOf(await cache.page('/p', render(drawn('<p>newer</p>'))))).toBe('<p>new</p>');
    expect(made).toHaveLength(2);
  });

  it('makes a page past its stale time again before serving it', async () => {
    const { cache, made, render, advance } = setup();
    await cache.page('/p', render(drawn('<p>old</p>')));
    advance(60_000);
    expect(htmlOf(await cache.page('/p', render(drawn('<p>new</p>'))))).toBe('<p>new</p>');
    expect(made).toEqual(['<p>old</p>', '<p>new</p>']);
  });

  it('never keeps a page served undrawn or with a read that failed: the next request makes it again', async () => {
    const { cache, made, render } = setup();
    const undrawn = { html: '<p>boot</p>', drawn: false, readFailed: true };
    const partial = { html: '<p>part</p>', drawn: true, readFailed: true };
    expect(await cache.page('/a', render(undrawn))).toEqual({ rendered: undrawn });
    expect(await cache.page('/a', render(partial))).toEqual({ rendered: partial });
    expect(await cache.page('/a', render(drawn('<p>whole</p>')))).toHaveProperty('kept');
    expect(made).toEqual(['<p>boot</p>', '<p>part</p>', '<p>whole</p>']);
  });

  it('keeps serving the stale page when its refresh comes back undrawn, and tries again at the next request', async () => {
    const { cache, made, render, advance } = setup();
    await cache.page('/p', render(drawn('<p>old</p>')));
    advance(31_000);
    const undrawn = { html: '<p>boot</p>', drawn: false, readFailed: true };
    expect(htmlOf(await cache.page('/p', render(undrawn)))).toBe('<p>old</p>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(htmlOf(await cache.page('/p', render(drawn('<p>new</p>'))))).toBe('<p>old</p>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made).toEqual(['<p>old</p>', '<p>boot</p>', '<p>new</p>']);
    expect(htmlOf(await cache.page('/p', render(drawn('<p>newer</p>'))))).toBe('<p>new</p>');
  });

  it('lets the least recently served page go past its bounds of pages and bytes', async () => {
    const { cache, made, render } = setup({ maxPages: 2 });
    for (const key of ['/a', '/b', '/a', '/c']) await cache.page(key, render(drawn(`<p>${key}</p>`)));
    expect(made).toEqual(['<p>/a</p>', '<p>/b</p>', '<p>/c</p>']);
    await cache.page('/a', render(drawn('<p>/a</p>')));
    await cache.page('/b', render(drawn('<p>/b</p>')));
    expect(made).toEqual(['<p>/a</p>', '<p>/b</p>', '<p>/c</p>', '<p>/b</p>']);

    const small = setup({ maxBytes: 1000 });
    const big = (mark: string) => drawn(`<p>${mark}${'x'.repeat(600)}</p>`);
    for (const key of ['/a', '/b', '/a']) await small.cache.page(key, small.render(big(key)));
    expect(small.made).toHaveLength(3);
  });
});

describe('If-None-Match', () => {
  it('matches a weak or strong form of the tag, among others or as *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
