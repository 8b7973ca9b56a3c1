// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

const module = { default: () => <h1>the page</h1> };
const noQuery = new URLSearchParams();

it('draws a preloaded page in its first render, without the skeleton, and downloads it once', async () => {
  const load = vi.fn(() => Promise.resolve(module));
  const Page = lazyPage(load);
  await Page.preload(noQuery);
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'the page' })).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows the skeleton until a page not preloaded arrives, sharing a download already under way', async () => {
  let arrive: (value: typeof module) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
  const Page = lazyPage(load);
  void Page.preload(noQuery);
  render(<Page />);
  expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
  await act(async () => arrive(module));
  expect(await screen.findByRole('heading', { name: 'the page' })).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('downloads again after a failed preload, so the retry can succeed', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(module);
  const Page = lazyPage(load);
  await expect(Page.preload(noQuery)).rejects.toThrow();
  await Page.preload(noQuery);
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'the page' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
});

it("lets the page read what it shows first for the URL's query, each time it is preloaded", async () => {
  const prepare = vi.fn(() => Promise.resolve());
  const Page = lazyPage(() => Promise.resolve({ ...module, prepare }));
  const query = new URLSearchParams('id=7');
  await Page.preload(query);
  await Page.preload(new URLSearchParams('id=8'));
  expect(prepare.mock.calls).toEqual([[query], [new URLSearchParams('id=8')]]);
});
