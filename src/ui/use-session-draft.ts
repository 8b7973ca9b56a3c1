import { useEffect, useState } from 'react';

function restored<T extends object>(key: string, empty: T): T {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<T> | null;
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? { ...empty, ...saved } : empty;
  } catch {
    return empty;
  }
}

/**
 * What the shopper typed, kept in the tab's session under `key`, so a failed call, a reload or a
 * detour (the address list, WeChat's authorisation) loses nothing. `forget` once it has been sent.
 */
export function useSessionDraft<T extends object>(key: string, empty: T) {
  const [draft, setDraft] = useState<T>(() => restored(key, empty));
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft]);
  const forget = () => sessionStorage.removeItem(key);
  return { draft, setDraft, forget };
}
