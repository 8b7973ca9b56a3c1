import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { getSystemConfig } from '../../api/system';
import { setPageTitle } from '../../core/host';
import AppOnlyPage from '../../features/platform/AppOnlyPage';
import NotFoundPage from '../../features/platform/NotFoundPage';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useRemote } from '../../ui/use-remote';
import { APP_ONLY_ROUTES } from './app-only-routes';
import { lazyPage } from './lazy-page';
import { routePageFor } from './route-page';

const RoutePage = lazyPage<{ pageId: string; preview: boolean }>(() =>
  import('../../features/component-page/ComponentPage').then((module) => ({ default: module.ComponentPage })),
);

const NOT_FOUND_TITLE = '页面不存在';

/**
 * Every path the route table does not draw itself: the operator's page for it when `/v1/config/get`
 * names one (CONTRACT §7), else a route of platform-spec §2 whose screen lives in the app, else not
 * found. Its own chunk, so the hundred-odd app-only paths and titles are not in every shopper's first
 * download.
 */
export default function UnmatchedPage() {
  const { pathname } = useLocation();
  const route = APP_ONLY_ROUTES.find(([path]) => matchPath(path, pathname) !== null);
  // The request layer reads the config once to learn the clock; this shares that call.
  const config = useRemote(() => getSystemConfig(), []);
  const pageId = config.data ? routePageFor(config.data.route_pages, pathname, route?.[0]) : undefined;
  // The route's own title; a page with a title of its own replaces it once it is read.
  const title = route?.[1] ?? (pageId ? '' : NOT_FOUND_TITLE);
  // A passive effect runs after the shell's title (a layout effect, from a route without a title).
  useEffect(() => {
    setPageTitle(title);
  }, [title]);
  if (config.status === 'loading') return <PageSkeleton />;
  if (pageId) return <RoutePage pageId={String(pageId)} preview={false} />;
  if (!route) return <NotFoundPage />;
  return <AppOnlyPage title={title} />;
}
