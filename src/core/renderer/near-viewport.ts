import { useEffect, useState, type RefObject } from 'react';

/** On screen or within a screen below it: the observer's reach below the viewport. */
const NEAR_MARGIN = '0px 0px 100% 0px';

interface SharedObserver {
  /** The constructor it was made with: a page (or a test) that replaces the global gets a new one. */
  made: typeof IntersectionObserver;
  observer: IntersectionObserver;
  waiting: Map<Element, Set<() => void>>;
}

let shared: SharedObserver | null = null;

/**
 * One observer for every element that waits to come near. An observer per element (a long page's 150
 * pictures below the fold) made the browser create and check as many, each with its own margin, in
 * every frame until each came near.
 */
function sharedObserver(): SharedObserver {
  if (shared?.made === IntersectionObserver) return shared;
  const waiting = new Map<Element, Set<() => void>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const callbacks = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!callbacks) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        callbacks.forEach((onNear) => onNear());
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  shared = { made: IntersectionObserver, observer, waiting };
  return shared;
}

/**
 * Calls `onNear` once, when `element` comes within a screen of the viewport (at once without
 * IntersectionObserver: an old web view). Returns what stops the watch.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const { observer, waiting } = sharedObserver();
  const callbacks = waiting.get(element) ?? new Set();
  if (!callbacks.size) {
    waiting.set(element, callbacks);
    observer.observe(element);
  }
  callbacks.add(onNear);
  return () => {
    if (!callbacks.delete(onNear) || callbacks.size) return;
    waiting.delete(element);
    observer.unobserve(element);
  };
}

/**
 * False until `element` comes within a screen of the viewport, then true for good (never while
 * `wanted` is false). A widget below the fold starts its costly part (a picture, a carousel, its
 * autoplay) only when the shopper scrolls towards it, not during the page's start. The observer answers
 * after the browser's own layout, so asking costs no layout of its own.
 */
export function useNearViewport(element: RefObject<Element>, wanted = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!wanted || near || !target) return undefined;
    return whenNear(target, () => setNear(true));
  }, [element, wanted, near]);
  return near;
}
