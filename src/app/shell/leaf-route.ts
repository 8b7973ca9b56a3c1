import { useMemo } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { deepestRouteAt } from '../routes/deepest-route';
import type { RouteHandle } from '../routes/types';

export interface LeafRoute {
  /** The matched screen's route id (its path when it has none); '' when nothing matches. */
  id: string;
  handle: RouteHandle | undefined;
}

/** The deepest route of `routes` matching the current address: which screen is showing, and its title and keep-alive. */
export function useLeafRoute(routes: RouteObject[]): LeafRoute {
  const { pathname } = useLocation();
  return useMemo(() => {
    const leaf = deepestRouteAt(routes, pathname);
    return { id: leaf?.id ?? leaf?.path ?? '', handle: leaf?.handle as RouteHandle | undefined };
  }, [routes, pathname]);
}
