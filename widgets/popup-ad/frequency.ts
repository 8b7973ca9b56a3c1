export type PopupFrequency = 'once' | 'daily' | 'always';

/** The device's local calendar day, `YYYY-MM-DD`: `daily` means once per day as the shopper lives it. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** What is remembered after a showing: the day it was shown (for `once`, any value means "seen"). */
const STORAGE_PREFIX = 'popup-ad:';

/**
 * Shown in this page's life already: remembered when storage refuses (private mode, full, blocked),
 * so a popup the device cannot remember is still not shown twice in one visit.
 */
const shownThisVisit = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

/** Whether the popup of `key` is due at `now` under `frequency`. */
export function isDue(key: string, frequency: PopupFrequency, now: Date): boolean {
  if (frequency === 'always') return true;
  const last = shownThisVisit.get(key) ?? read(key);
  if (last === null) return true;
  return frequency === 'daily' && last !== localDay(now);
}

/** Remembers a showing; a storage failure is ignored (the page goes on, the visit remembers it). */
export function markShown(key: string, now: Date): void {
  const day = localDay(now);
  shownThisVisit.set(key, day);
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, day);
  } catch {
    // Nothing to do: the device cannot remember it beyond this visit.
  }
}

