/**
 * The operator token (CONTRACT §9 `x-admin-token`), kept for this tab only: sessionStorage, never a
 * URL, gone when the tab closes.
 */
const KEY = 'page-editor:operator-token';

export function readOperatorToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function keepOperatorToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the token lasts until the page reloads.
  }
}
