import { useEffect, type RefObject } from 'react';

/** Inside a tab that is not shown (tabs hide panels with the `hidden` attribute). */
export const isHidden = (element: Element) => element.closest('[hidden]') !== null;

/** Asks for more when the list's end comes within a screen of the viewport. */
export function useLoadWhenVisible(end: RefObject<Element>, loadMore: () => Promise<void>): void {
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
