import { useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { isSameSitePath } from '../core/actions/url';
import { registerNavigator } from '../core/navigation';
import { RootErrorBoundary } from './components/RootErrorBoundary';
import { buildRoutes } from './routes/build-routes';
import { deepestRouteAt, matchedAt } from './routes/deepest-route';
import type { RouteHandle } from './routes/types';
import { Shell } from './shell/Shell';

const screens = buildRoutes();
// Declarative routes (BrowserRouter + useRoutes), not a data router: no loaders or actions are used,
// and the data router costs the first load about 17 KB gzip more.
const routes: RouteObject[] = [{ element: <Shell routes={screens} />, children: screens }];

/**
 * Whether a screen of this app lives at `path`. Pages the server serves on our own host
 * (customer service, agreements, /static/...) are not screens: they load as documents.
 */
function isScreen(path: string): boolean {
  const deepest = deepestRouteAt(routes, path);
  return Boolean(deepest && deepest.path !== '*');
}

/**
 * Downloads the code of the screen at `path` and lets it read what it shows first, so its first
 * render need not wait for either. Fails when either fails (the server then leaves the screen to the client).
 */
export function prepareScreen(path: string, search: string): Promise<void> {
  const handle = deepestRouteAt(screens, path)?.handle as RouteHandle | undefined;
  return handle?.preload?.(new URLSearchParams(search)) ?? Promise.resolve();
}

/** prepareScreen that never fails: a screen whose code or reads did not come offers its own retry. */
export function preloadScreen(path: string, search: string): Promise<void> {
  return prepareScreen(path, search).catch(() => undefined);
}

/** A path that is not a screen loads as a document, and only if it is on this site. */
function leaveFor(path: string, how: 'assign' | 'replace'): void {
  if (isSameSitePath(path)) window.location[how](path);
}

/**
 * The router listens to the window's history only from its first commit: a back press (or a host's own
 * history step) while the app was still taking a server-drawn screen over would leave the address and
 * the screen apart. Runs once, after the router listens, and moves the router to where the window is.
 */
function useCatchUpWithHistory(): void {
  const go = useNavigate();
  const { pathname, search, hash } = useLocation();
  const firstDrawn = useRef<string | null>(pathname + search + hash);
  useEffect(() => {
    const drawn = firstDrawn.current;
    // Only the first commit can have missed a step; later ones the router hears itself.
    if (drawn === null) return;
    firstDrawn.current = null;
    const actual = window.location.pathname + window.location.search + window.location.hash;
    if (actual !== drawn) void go(actual, { replace: true });
  }, [go]);
}

/** Hands the core a navigator backed by the router (the core moves between screens without knowing them). */
function AppRoutes() {
  const go = useNavigate();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    registerNavigator({
      push: (path) => (isScreen(path) ? void go(path) : leaveFor(path, 'assign')),
      replace: (path) => (isScreen(path) ? void go(path, { replace: true }) : leaveFor(path, 'replace')),
      back: () => void go(-1),
      // BrowserRouter keeps its location in the window's own history.
      current: () => window.location.pathname + window.location.search,
    });
  }, [go]);
  useCatchUpWithHistory();
  // The router is given only the matched branch: it then ranks and compiles one route, not the table.
  return useRoutes(matchedAt(routes, pathname).table);
}

/** The app inside whichever router serves it: the browser's, or the server's for the page it draws. */
export function AppTree() {
  return (
    <RootErrorBoundary>
      <AppRoutes />
    </RootErrorBoundary>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppTree />
    </BrowserRouter>
  );
}
