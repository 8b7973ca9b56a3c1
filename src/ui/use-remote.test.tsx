// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparedReads } from '../core/early-answers';
import { useRemote } from './use-remote';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('useRemote', () => {
  it('shows a reading ahead that failed as its own failure, and asks only on a retry', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('from the server');
    const reads = preparedReads((): Promise<string> => Promise.reject(new Error('network')), () => 'home');
    await reads.prepare(undefined).catch(() => undefined);
    const { result } = renderHook(() => useRemote(load, [], { reads, query: undefined }));
    expect(result.current).toMatchObject({ status: 'failed', error: new Error('network') });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('from the server'));
  });

  it('draws an answer read ahead at its first render, asks for it no more, and reads afresh on a later visit', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('from the server');
    const reads = preparedReads(() => Promise.resolve('read ahead'), () => 'home');
    await reads.prepare(undefined);
    const ahead = { reads, query: undefined };
    const first = renderHook(() => useRemote(load, [], ahead));
    expect(first.result.current).toMatchObject({ status: 'ready', data: 'read ahead' });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    first.unmount();
    const later = renderHook(() => useRemote(load, [], ahead));
    expect(later.result.current.status).toBe('loading');
    await waitFor(() => expect(later.result.current.data).toBe('from the server'));
  });

  it('says a refresh worked once its fresh answer is on screen', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const { result } = renderHook(() => useRemote(load, []));
    await waitFor(() => expect(result.current.data).toBe('first'));
    let worked: boolean | undefined;
    await act(async () => {
      worked = await result.current.refresh();
    });
    expect(worked).toBe(true);
    expect(result.current).toMatchObject({ status: 'ready', data: 'second' });
  });

  it('says a failed refresh did not work and keeps the answer on screen', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('network'));
    const { result } = renderHook(() => useRemote(load, []));
    await waitFor(() => expect(result.current.data).toBe('first'));
    let worked: boolean | undefined;
    await act(async () => {
      worked = await result.current.refresh();
    });
    expect(worked).toBe(false);
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
  });

  it('says a refresh overtaken by new deps did not work, and never shows its answer', async () => {
    const late = deferred<string>();
    let loads = 0;
    // The second load (the refresh of page 1) answers late.
    const load = (id: number) => (++loads === 2 ? late.promise : Promise.resolve(`page ${id}`));
    const { result, rerender } = renderHook(({ id }) => useRemote(() => load(id), [id]), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    let refreshing: Promise<boolean> | undefined;
    act(() => {
      refreshing = result.current.refresh();
    });
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('page 2'));
    late.resolve('stale page 1');
    await act(async () => {
      expect(await refreshing).toBe(false);
    });
    expect(result.current.data).toBe('page 2');
  });
});
