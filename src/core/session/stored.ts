import { isRecord } from '../../contract/read';

/**
 * The tab's saved session, `{ state, version }` under this key: the shape zustand's persist middleware
 * wrote, which a tab opened before may still hold (./store.ts saves it itself now).
 */
export const SESSION_STORAGE_KEY = 'h5-session';
/**
 * A session saved with another version is not read, as zustand's persist read none without a migration;
 * one saved without a version is, as persist read it.
 */
const SAVED_VERSION = 0;

export interface StoredCredentials {
  token: string | null;
  deviceId: string | null;
}

/** A saved token, device id or open id: a non-empty string, or none. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The fields this tab saved; null when nothing readable is (none saved, another shape, storage refused). */
export function savedSession(storage?: Pick<Storage, 'getItem'>): Record<string, unknown> | null {
  try {
    // Inside the try: merely reaching sessionStorage throws where the browser refuses it.
    const from = storage ?? globalThis.sessionStorage;
    const saved: unknown = JSON.parse(from?.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (!isRecord(saved) || !isRecord(saved.state)) return null;
    return typeof saved.version !== 'number' || saved.version === SAVED_VERSION ? saved.state : null;
  } catch {
    return null;
  }
}

/** Saves the session for the tab; where the browser refuses (storage full or switched off) it lives in memory only. */
export function saveSession(state: Record<string, unknown>, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? globalThis.sessionStorage)?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state, version: SAVED_VERSION }));
  } catch {
    // The session still works for this page view.
  }
}

/**
 * The token and device id this tab saved, read without the store (the script that sends a page's first
 * reads runs before the app's code). Nothing readable: neither.
 */
export function storedCredentials(storage?: Pick<Storage, 'getItem'>): StoredCredentials {
  const state = savedSession(storage);
  return { token: textOrNull(state?.token), deviceId: textOrNull(state?.deviceId) };
}
