import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Addresses kept per route table: enough for a session's screens, bounded for ids in paths. */
const KEPT_PER_TABLE = 64;

interface Matched {
  /** The routes from the table's root to the deepest one matching; empty when none does. */
  branch: RouteObject[];
  /** The table cut down to that branch: each route with only the child on the way. */
  table: RouteObject[];
}

interface TableIndex {
  /** Branches ending in a route with a plain path (no parameter, no splat), by that path in lower case. */
  plainPaths: Map<string, RouteObject[]>;
  matched: Map<string, Matched>;
}

const indexes = new WeakMap<readonly RouteObject[], TableIndex>();

/** Every route matches addresses regardless of case and trailing slashes (react-router's defaults). */
function lookupKey(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end).toLowerCase();
}

function joinPaths(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return parent.endsWith('/') ? parent + path : `${parent}/${path}`;
}

/**
 * Indexes the branches whose last route has no children and a plain path: an address equal to such a
 * path matches it and ranks it first (a plain segment outranks a parameter or a splat), so it needs no
 * pattern. A path two branches share is left to react-router's ranking.
 */
function indexPlainPaths(routes: readonly RouteObject[]): Map<string, RouteObject[]> {
  const byPath = new Map<string, RouteObject[]>();
  const shared = new Set<string>();
  const visit = (route: RouteObject, parentPath: string, above: RouteObject[]) => {
    const path = joinPaths(parentPath, route.path);
    const branch = [...above, route];
    if (route.children?.length) {
      route.children.forEach((child) => visit(child, path, branch));
      return;
    }
    if (route.caseSensitive || path.includes(':') || path.includes('*')) return;
    const key = lookupKey(path);
    if (byPath.has(key)) shared.add(key);
    byPath.set(key, branch);
  };
  routes.forEach((route) => visit(route, '/', []));
  shared.forEach((key) => byPath.delete(key));
  return byPath;
}

function indexOf(routes: RouteObject[]): TableIndex {
  let index = indexes.get(routes);
  if (!index) indexes.set(routes, (index = { plainPaths: indexPlainPaths(routes), matched: new Map() }));
  return index;
}

/** An address as the browser sends it (printable ASCII, nothing percent-encoded) can be looked up as is. */
const LOOKUP_AS_IS = /^[!-$&-~]*$/;

function branchAt(index: TableIndex, routes: RouteObject[], pathname: string): RouteObject[] {
  // The app's navigator asks with the query (`/mall/goods-detail?id=1`); react-router matches the path alone.
  const path = pathname.split(/[?#]/, 1)[0] ?? pathname;
  const plain = LOOKUP_AS_IS.test(path) ? index.plainPaths.get(lookupKey(path)) : undefined;
  return plain ?? matchRoutes(routes, pathname)?.map((match) => match.route) ?? [];
}

function cutDown(branch: RouteObject[], routes: RouteObject[]): RouteObject[] {
  if (!branch.length) return routes;
  // An index route has no children, so it is only ever the branch's last.
  const root = branch.reduceRight<RouteObject | undefined>((child, route) => (child && !route.index ? { ...route, children: [child] } : route), undefined);
  return root ? [root] : routes;
}

/**
 * The branch of `routes` matching `pathname`, matched once per address. react-router flattens and ranks
 * the whole table for each match and compiles a pattern for each route it tries (27 before the operator
 * page's); the start asks for the same address three times (the router, the screen's preparation, the
 * shell's leaf) and the router again at every render.
 */
export function matchedAt(routes: RouteObject[], pathname: string): Matched {
  const index = indexOf(routes);
  const known = index.matched.get(pathname);
  if (known) return known;
  const branch = branchAt(index, routes, pathname);
  const matched = { branch, table: cutDown(branch, routes) };
  if (index.matched.size >= KEPT_PER_TABLE) index.matched.clear();
  index.matched.set(pathname, matched);
  return matched;
}

/** The deepest route of `routes` matching `pathname`. */
export function deepestRouteAt(routes: RouteObject[], pathname: string): RouteObject | undefined {
  return matchedAt(routes, pathname).branch.at(-1);
}
