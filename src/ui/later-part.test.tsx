// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_LOAD_ERROR } from './LoadError';

/** The page's first screen, shown when a test says so: a fresh one per test. */
let showFirstScreen: () => void = () => undefined;
let firstScreen: Promise<void> = Promise.resolve();
vi.mock('../core/after-first-screen', () => ({ firstScreenShown: () => firstScreen }));

const { laterPart } = await import('./later-part');

beforeEach(() => {
  firstScreen = new Promise<void>((resolve) => {
    showFirstScreen = resolve;
  });
});
afterEach(cleanup);

function Sheet({ title }: { title: string }) {
  return <p>{title}</p>;
}

describe('laterPart', () => {
  it('fetches its code once the first screen is shown, draws nothing until it has come, and offers a retry when it does not come', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Sheet>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Sheet);
    const Later = laterPart(load);
    render(
      <main>
        <h1>商品</h1>
        <Later title="选择规格" />
      </main>,
    );
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('main').textContent).toBe('商品');

    await act(async () => showFirstScreen());
    expect(load).toHaveBeenCalledTimes(1);
    // The screen around it stays; the part says it failed, in the spec's words.
    expect(screen.getByRole('heading', { name: '商品' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: LIST_LOAD_ERROR }));
    expect(await screen.findByText('选择规格')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws what it is given while its code is on its way (a sheet opened on a slow network)', async () => {
    let arrive: (component: typeof Sheet) => void = () => undefined;
    const Later = laterPart(
      () => new Promise<typeof Sheet>((resolve) => (arrive = resolve)),
      ({ title }) => <p role="status">{title} 加载中…</p>,
    );
    render(<Later title="服务说明" />);
    await act(async () => showFirstScreen());
    expect(screen.getByRole('status').textContent).toBe('服务说明 加载中…');
    await act(async () => arrive(Sheet));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('服务说明')).toBeTruthy();
  });

  it('fetches its code at once when it is wanted before the first screen is shown (a sheet tapped open), once', async () => {
    const load = vi.fn(async () => Sheet);
    const Later = laterPart(load, ({ title, open }: { title: string; open: boolean }) => (open ? <p role="status">{title} 加载中…</p> : null));
    const { rerender } = render(<Later title="选择规格" open={false} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    rerender(<Later title="选择规格" open />);
    expect(screen.getByRole('status').textContent).toBe('选择规格 加载中…');
    expect(await screen.findByText('选择规格')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => showFirstScreen());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws at once, without suspending, once its code was fetched ahead (a drawn page taken over)', async () => {
    const Later = laterPart(async () => Sheet);
    await Later.preload();
    render(<Later title="商品详情" />);
    // Not a tick later: in the very render.
    expect(screen.getByText('商品详情')).toBeTruthy();
  });
});
