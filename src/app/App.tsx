import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { isSameSitePath } from '../core/actions/url';
import { registerNavigator } from '../core/navigation';
import { RootErrorPage } from './components/RootErrorPage';
import { buildRoutes } from './routes/build-routes';
import { Shell } from './shell/Shell';

const routes: RouteObject[] = [{ element: <Shell />, errorElement: <RootErrorPage />, children: buildRoutes() }];
const router = createBrowserRouter(routes);

/**
 * Whether a screen of this app lives at `path`. Pages the server serves on our own host
 * (customer service, agreements, /static/...) are not screens: they load as documents.
 */
function isScreen(path: string): boolean {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return Boolean(deepest && deepest.route.path !== '*');
}

/** A path that is not a screen loads as a document, and only if it is on this site. */
function leaveFor(path: string, how: 'assign' | 'replace'): void {
  if (isSameSitePath(path)) window.location[how](path);
}

registerNavigator({
  push: (path) => (isScreen(path) ? void router.navigate(path) : leaveFor(path, 'assign')),
  replace: (path) => (isScreen(path) ? void router.navigate(path, { replace: true }) : leaveFor(path, 'replace')),
  back: () => void router.navigate(-1),
  current: () => router.state.location.pathname + router.state.location.search,
});

export function App() {
  return <RouterProvider router={router} />;
}
