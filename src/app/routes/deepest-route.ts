import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Addresses kept per route table: enough for a session's screens, bounded for ids in paths. */
const KEPT_PER_TABLE = 64;

const matched = new WeakMap<readonly RouteObject[], Map<string, RouteObject | undefined>>();

/**
 * The deepest route of `routes` matching `pathname`, matched once per address: each match flattens and
 * ranks the whole table and compiles a pattern per route it tries, and the start asks for the same
 * address twice besides the router's own match (the screen's preparation, the shell's leaf).
 */
export function deepestRouteAt(routes: RouteObject[], pathname: string): RouteObject | undefined {
  let byPath = matched.get(routes);
  if (!byPath) matched.set(routes, (byPath = new Map<string, RouteObject | undefined>()));
  if (byPath.has(pathname)) return byPath.get(pathname);
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (byPath.size >= KEPT_PER_TABLE) byPath.clear();
  byPath.set(pathname, route);
  return route;
}
