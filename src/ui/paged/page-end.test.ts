import { describe, expect, it } from 'vitest';
import { freshItems, isLastPage, type PageEnd } from './page-end';

const page = (end: Partial<PageEnd>): PageEnd => ({ received: 20, fresh: 20, loaded: 40, ...end });

describe('isLastPage (CONTRACT §5)', () => {
  it('believes has_more when it says no more, and goes on when it says more', () => {
    expect(isLastPage(page({ hasMore: false }))).toBe(true);
    expect(isLastPage(page({ hasMore: true }))).toBe(false);
    // Said "more" with a short page: the server's word wins over the page size.
    expect(isLastPage(page({ hasMore: true, received: 5, fresh: 5, pageSize: 20 }))).toBe(false);
  });

  it('without has_more ends on a short page, and goes on after a full one or with no page size', () => {
    expect(isLastPage(page({ received: 7, fresh: 7, pageSize: 20 }))).toBe(true);
    expect(isLastPage(page({ pageSize: 20 }))).toBe(false);
    expect(isLastPage(page({ received: 7, fresh: 7 }))).toBe(false);
  });

  it('ends on an empty page, on a page of only repeats, and on total, whatever has_more says', () => {
    expect(isLastPage(page({ hasMore: true, received: 0, fresh: 0 }))).toBe(true);
    expect(isLastPage(page({ hasMore: true, fresh: 0 }))).toBe(true);
    expect(isLastPage(page({ hasMore: true, loaded: 40, total: 40 }))).toBe(true);
    expect(isLastPage(page({ loaded: 40, total: 41 }))).toBe(false);
  });
});

describe('freshItems', () => {
  const idOf = (item: { id?: string | number }) => item.id;

  it('keeps each id once across pages, a number and its string being one id', () => {
    const seen = new Set<string>();
    expect(freshItems([{ id: 1 }, { id: 2 }, { id: 1 }], seen, idOf)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(freshItems([{ id: '2' }, { id: 3 }], seen, idOf)).toEqual([{ id: 3 }]);
  });

  it('keeps every item whose id the answer did not give, and everything without an idOf', () => {
    const seen = new Set<string>();
    expect(freshItems([{}, { id: '' }, {}], seen, idOf)).toHaveLength(3);
    expect(freshItems([{ id: 1 }, { id: 1 }], new Set<string>(), undefined)).toHaveLength(2);
  });
});
