import { useEffect, useRef, type RefObject } from 'react';
import type { PagesStatus } from './use-pages';

/** Inside a tab that is not shown (tabs hide panels with the `hidden` attribute). */
export const isHidden = (element: Element) => element.closest('[hidden]') !== null;

/** Within a screen below the viewport: the same reach as the observer's margin. */
const isNear = (element: Element) => element.getBoundingClientRect().top < window.innerHeight * 2;

export interface LoadWhenVisibleOptions {
  /**
   * Whether a page too short to push the end away is followed up as soon as it is drawn (the
   * observer reports only changes). A virtualised list, which knows its own rendered range, says no.
   */
  followShortPage?: boolean;
}

/**
 * Asks for more when the list's end comes within a screen of the viewport. The observer's word is
 * checked first: `status` is the list's as drawn, and while a page is on its way, or drawn in a
 * transition not yet committed, the end sits where that page will go; and a report computed in a frame
 * before the page was drawn can arrive after it, so the end's place is read again.
 */
export function useLoadWhenVisible(
  end: RefObject<Element>,
  loadMore: () => Promise<void>,
  status: PagesStatus,
  { followShortPage = true }: LoadWhenVisibleOptions = {},
): void {
  const drawnStatus = useRef(status);
  useEffect(() => {
    drawnStatus.current = status;
    const element = end.current;
    if (followShortPage && status === 'idle' && element && !isHidden(element) && isNear(element)) void loadMore();
  }, [end, status, loadMore, followShortPage]);

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (drawnStatus.current === 'loading' || !entries.some((entry) => entry.isIntersecting)) return;
        if (!isHidden(element) && isNear(element)) void loadMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [end, loadMore]);
}
