/**
 * CONTRACT §7: the published component page an operator put on a path. The back office names the path
 * as the shopper opens it, or the route of platform-spec §2 it belongs to, in either spelling of its
 * parameters (`/active/rule/:id` as the route table writes it, `/active/rule/{id}` as the spec does).
 */
export function routePageFor(routePages: Readonly<Record<string, number>>, pathname: string, route?: string): number | undefined {
  const keys = route ? [pathname, route, route.replace(/:(\w+)/g, '{$1}')] : [pathname];
  const own = keys.find((key) => Object.prototype.hasOwnProperty.call(routePages, key));
  return own === undefined ? undefined : routePages[own];
}
