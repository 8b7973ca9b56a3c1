/**
 * How the core moves between screens without knowing any of them: the app registers its router and
 * the few paths the core needs (login, home) at start-up.
 */
export interface Navigator {
  push: (path: string) => void;
  replace: (path: string) => void;
  back: () => void;
  /** The current in-app location (path + search), for "come back here after login". */
  current: () => string;
}

export interface CorePaths {
  login: string;
  home: string;
  /** Where to send a shopper for something only the native app can do. */
  download: string;
}

const browserNavigator: Navigator = {
  push: (path) => window.location.assign(path),
  replace: (path) => window.location.replace(path),
  back: () => window.history.back(),
  current: () => window.location.pathname + window.location.search,
};

let navigator: Navigator = browserNavigator;
let paths: CorePaths = { login: '/login', home: '/', download: '/' };

export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function registerCorePaths(next: CorePaths): void {
  paths = next;
}

export function corePaths(): CorePaths {
  return paths;
}

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) navigator.replace(path);
  else navigator.push(path);
}

export function goBack(): void {
  navigator.back();
}

export function currentLocation(): string {
  return navigator.current();
}

/** The login path that brings the shopper back to `returnTo` (default: where they are now). */
export function loginPathFor(returnTo: string = currentLocation()): string {
  const { login } = paths;
  if (returnTo.startsWith(login)) return returnTo;
  return `${login}?redirect=${encodeURIComponent(returnTo)}`;
}
