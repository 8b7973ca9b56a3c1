import { useEffect, type RefObject } from 'react';
import type { PagesStatus } from './use-pages';

/** Inside a tab that is not shown (tabs hide panels with the `hidden` attribute). */
export const isHidden = (element: Element) => element.closest('[hidden]') !== null;

/** Within a screen below the viewport: the same reach as the observer's margin. */
const isNear = (element: Element) => element.getBoundingClientRect().top < window.innerHeight * 2;

/**
 * Asks for more when the list's end comes within a screen of the viewport. The observer reports
 * only changes, so with `status` a page too short to push the end away is followed up as soon as it
 * lands (a virtualised list, which knows its own rendered range, leaves it out).
 */
export function useLoadWhenVisible(end: RefObject<Element>, loadMore: () => Promise<void>, status?: PagesStatus): void {
  useEffect(() => {
    const element = end.current;
    if (status === 'idle' && element && !isHidden(element) && isNear(element)) void loadMore();
  }, [end, status, loadMore]);

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isHidden(element)) void loadMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [end, loadMore]);
}
