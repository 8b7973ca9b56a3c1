// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePages, type PageChunk } from './use-pages';

const chunk = (items: number[], hasMore: boolean): PageChunk<number> => ({ items, hasMore });

describe('usePages', () => {
  it('loads page 1 on mount, then one page per loadMore, until the source says no more', async () => {
    const fetchPage = vi.fn(async (page: number) => chunk([page * 10, page * 10 + 1], page < 2));
    const { result } = renderHook(() => usePages(fetchPage));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    await act(async () => {
      await Promise.all([result.current.loadMore(), result.current.loadMore()]);
    });
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
    expect(result.current.items).toEqual([10, 11, 20, 21]);
    expect(result.current.status).toBe('done');
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('after a failure waits for retry, which asks for the same page', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(chunk([1], false));
    const { result } = renderHook(() => usePages<number>(fetchPage));
    await waitFor(() => expect(result.current.status).toBe('error'));
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(() => result.current.retry());
    expect(fetchPage).toHaveBeenLastCalledWith(1);
    expect(result.current.items).toEqual([1]);
  });

  it('changes loaded items in place, and starts again for a new source', async () => {
    const first = vi.fn(async () => chunk([1, 2], false));
    const second = vi.fn(async () => chunk([7], false));
    const { result, rerender } = renderHook(({ source }) => usePages(source), { initialProps: { source: first } });
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    act(() => result.current.update((items) => items.map((item) => item * 100)));
    expect(result.current.items).toEqual([100, 200]);
    rerender({ source: second });
    await waitFor(() => expect(result.current.items).toEqual([7]));
    expect(second).toHaveBeenCalledWith(1);
  });

  it('without has_more, shows each item once and stops at the page that brings nothing new', async () => {
    // A server that ignores `page`: every page is the same three products.
    const fetchPage = vi.fn(async (_page: number): Promise<PageChunk<{ id: number }>> => ({ items: [{ id: 1 }, { id: 2 }, { id: 2 }] }));
    const { result } = renderHook(() => usePages(fetchPage, { idOf: (item) => item.id }));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    await act(() => result.current.loadMore());
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.current.status).toBe('done');
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('ends on total and on a short page when the server sends no has_more', async () => {
    const byTotal = vi.fn(async (page: number): Promise<PageChunk<number>> => ({ items: [page * 10, page * 10 + 1], total: 4 }));
    const counted = renderHook(() => usePages(byTotal));
    await waitFor(() => expect(counted.result.current.status).toBe('idle'));
    await act(() => counted.result.current.loadMore());
    expect(counted.result.current.status).toBe('done');
    expect(counted.result.current.items).toEqual([10, 11, 20, 21]);

    const short = vi.fn(async (): Promise<PageChunk<number>> => ({ items: [1, 2, 3], pageSize: 20 }));
    const sized = renderHook(() => usePages(short));
    await waitFor(() => expect(sized.result.current.status).toBe('done'));
    expect(short).toHaveBeenCalledTimes(1);
  });
});
