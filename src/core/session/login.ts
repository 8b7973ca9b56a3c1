import { callBridge } from '../bridge';
import { corePaths, navigate } from '../navigation';
import { useSession } from './store';

/**
 * Asks the shopper to log in wherever the page runs: the app's login action, the mini program's
 * login page, or our own login screen (which brings them back here).
 */
export async function requestLogin(): Promise<void> {
  const outcome = await callBridge('login', {}, { quiet: true });
  if (outcome.ok && typeof outcome.data === 'object' && outcome.data) {
    const token = (outcome.data as { token?: unknown }).token;
    if (typeof token === 'string' && token) useSession.getState().setToken(token);
  }
}

/** Logout (mall-spec §4): credentials and user info cleared, then home. */
export function endSession(): void {
  // Leave first, so the login-only page being left sees a navigation under way, not a lost session.
  navigate(corePaths().home, { replace: true });
  useSession.getState().clearCredentials();
}

/**
 * For actions only a logged-in shopper may take (mall-spec §6): true when logged in; otherwise asks
 * the shopper to log in and answers false, so the caller simply stops.
 */
export function ensureLoggedIn(): boolean {
  if (useSession.getState().token) return true;
  void requestLogin();
  return false;
}
