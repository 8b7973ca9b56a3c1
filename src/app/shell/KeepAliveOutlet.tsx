import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { NavigationType, UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import type { LeafRoute } from './leaf-route';

/** Enough for home, category and order list; older entries are dropped so memory stays flat. */
const MAX_KEPT = 4;

interface KeptPage {
  element: ReactElement;
  location: Location;
  scrollY: number;
}

/**
 * Renders the current page and keeps the keep-alive pages (mall-spec §2 "kept alive") mounted but
 * hidden, each frozen at its own location so it does not react to the detail page's URL. Scroll
 * positions are remembered per kept page and restored on the way back.
 */
export function KeepAliveOutlet({ active: leaf }: { active: LeafRoute }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const active = { id: leaf.id, keepAlive: Boolean(leaf.handle?.keepAlive) };
  const kept = useRef(new Map<string, KeptPage>());
  const lastActive = useRef<string | null>(null);

  if (active.keepAlive && outlet) {
    const previous = kept.current.get(active.id);
    kept.current.delete(active.id); // re-insert: Map order is the LRU order
    kept.current.set(active.id, { element: outlet, location, scrollY: previous?.scrollY ?? 0 });
    while (kept.current.size > MAX_KEPT) {
      const oldest = kept.current.keys().next().value;
      if (oldest === undefined) break;
      kept.current.delete(oldest);
    }
  }

  useLayoutEffect(() => {
    const previous = lastActive.current;
    lastActive.current = active.id;
    if (previous === active.id) return;
    const page = kept.current.get(active.id);
    window.scrollTo(0, active.keepAlive && page && navigationType === NavigationType.Pop ? page.scrollY : 0);
  }, [active.id, active.keepAlive, navigationType]);

  useLayoutEffect(() => {
    if (!active.keepAlive) return undefined;
    const remember = () => {
      const page = kept.current.get(active.id);
      if (page) page.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [active.id, active.keepAlive]);

  return (
    <>
      {[...kept.current.entries()].map(([id, page]) => (
        <div key={id} hidden={id !== active.id} data-kept-page={id}>
          <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType }}>
            {page.element}
          </UNSAFE_LocationContext.Provider>
        </div>
      ))}
      {active.keepAlive ? null : outlet}
    </>
  );
}
