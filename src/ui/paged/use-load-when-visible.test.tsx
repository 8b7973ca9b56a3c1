// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLoadWhenVisible, type LoadWhenVisibleOptions } from './use-load-when-visible';
import type { PagesStatus } from './use-pages';

let reportEnd: (isIntersecting: boolean) => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        reportEnd = (isIntersecting) =>
          act(() => this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      disconnect() {}
    },
  );
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function List({ status, loadMore, options }: { status: PagesStatus; loadMore: () => Promise<void>; options?: LoadWhenVisibleOptions }) {
  const end = useRef<HTMLDivElement>(null);
  useLoadWhenVisible(end, loadMore, status, options);
  return <div ref={end} />;
}

/** The list's end this far from the viewport's top (happy-dom lays nothing out). */
const endAt = (top: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 375, height: 0 }));

it('does not act on the end seen while a page is on its way or not yet drawn, and does once it is drawn', () => {
  endAt(300);
  const loadMore = vi.fn(() => Promise.resolve());
  const options = { followShortPage: false };
  const { rerender } = render(<List status="loading" loadMore={loadMore} options={options} />);
  // The end sits where the coming page will go: in reach, but only until that page is drawn.
  reportEnd(true);
  expect(loadMore).not.toHaveBeenCalled();
  rerender(<List status="idle" loadMore={loadMore} options={options} />);
  expect(loadMore).not.toHaveBeenCalled();
  reportEnd(true);
  expect(loadMore).toHaveBeenCalledTimes(1);
});

it('reads the end\'s place again: a report from before the page was drawn arrives after it', () => {
  endAt(5000);
  const loadMore = vi.fn(() => Promise.resolve());
  render(<List status="idle" loadMore={loadMore} />);
  reportEnd(true);
  expect(loadMore).not.toHaveBeenCalled();
});

it('follows a page too short to push the end away, unless the list knows its own range', () => {
  endAt(300);
  const loadMore = vi.fn(() => Promise.resolve());
  const { unmount } = render(<List status="idle" loadMore={loadMore} />);
  expect(loadMore).toHaveBeenCalledTimes(1);
  unmount();
  render(<List status="idle" loadMore={loadMore} options={{ followShortPage: false }} />);
  expect(loadMore).toHaveBeenCalledTimes(1);
});

it('asks nothing for a list that ended, failed, or sits in a hidden tab', () => {
  endAt(300);
  const loadMore = vi.fn(() => Promise.resolve());
  const { rerender } = render(<List status="done" loadMore={loadMore} />);
  rerender(<List status="error" loadMore={loadMore} />);
  expect(loadMore).not.toHaveBeenCalled();
  cleanup();
  render(
    <div hidden>
      <List status="idle" loadMore={loadMore} />
    </div>,
  );
  reportEnd(true);
  expect(loadMore).not.toHaveBeenCalled();
});
