import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import AppOnlyPage from '../../features/platform/AppOnlyPage';
import NotFoundPage from '../../features/platform/NotFoundPage';
import { APP_ONLY_ROUTES } from './app-only-routes';
import { lazyPage } from './lazy-page';
import { ROUTE_TAKEOVERS } from './takeovers';

const TakenOverPage = lazyPage<{ pageId: string; preview: boolean }>(() =>
  import('../../features/component-page/ComponentPage').then((module) => ({ default: module.ComponentPage })),
);

const NOT_FOUND_TITLE = '页面不存在';

/**
 * Every path the route table does not draw itself: a route of platform-spec §2 whose screen lives in
 * the app (an operator's component page if one took it over), else not found. Its own chunk, so the
 * hundred-odd app-only paths and titles are not in every shopper's first download.
 */
export default function UnmatchedPage() {
  const { pathname } = useLocation();
  const route = APP_ONLY_ROUTES.find(([path]) => matchPath(path, pathname) !== null);
  const title = route?.[1] ?? NOT_FOUND_TITLE;
  // A passive effect runs after the shell's title (a layout effect, from a route without a title).
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!route) return <NotFoundPage />;
  const takeover = ROUTE_TAKEOVERS[route[0]];
  return takeover ? <TakenOverPage pageId={String(takeover)} preview={false} /> : <AppOnlyPage title={title} />;
}
