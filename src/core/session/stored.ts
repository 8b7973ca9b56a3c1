/** The tab's saved session (zustand's persist writes `{ state, version }` under this key: ./store.ts). */
export const SESSION_STORAGE_KEY = 'h5-session';

export interface StoredCredentials {
  token: string | null;
  deviceId: string | null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The token and device id this tab saved, read without the store (the script that sends a page's first
 * reads runs before the app's code). Nothing readable: neither.
 */
export function storedCredentials(storage?: Pick<Storage, 'getItem'>): StoredCredentials {
  try {
    // Inside the try: merely reaching sessionStorage throws where the browser refuses it.
    const from = storage ?? globalThis.sessionStorage;
    const state = (JSON.parse(from?.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state?: Record<string, unknown> } | null)?.state;
    return { token: textOrNull(state?.token), deviceId: textOrNull(state?.deviceId) };
  } catch {
    return { token: null, deviceId: null };
  }
}
