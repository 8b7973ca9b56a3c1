import { useEffect, useState, type RefObject } from 'react';

/** On screen or within a screen below it: the observer's reach below the viewport. */
const NEAR_MARGIN = '0px 0px 100% 0px';

/**
 * False until `element` comes within a screen of the viewport, then true for good (never while
 * `wanted` is false). A widget below the fold starts its costly part (a carousel, its autoplay) only
 * when the shopper scrolls towards it, not during the page's start. The observer answers after the
 * browser's own layout, so asking costs no layout of its own (a page taken over from the server's HTML
 * asks once per banner). Without IntersectionObserver (an old web view) everything counts as near.
 */
export function useNearViewport(element: RefObject<Element>, wanted = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!wanted || near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, wanted, near]);
  return near;
}
