import { useSyncExternalStore, type ReactNode } from 'react';
import type { NodeVisibility } from '../../contract/component/page-document';
import { SERVER_DRAWN_ATTRIBUTE } from '../../contract/embedded-answers';
import { readBoolean } from '../../contract/read';

const neverChanges = () => () => undefined;

/**
 * True while a page is drawn on the server or taken over from the server's HTML (hydration), false
 * from then on and in a page the client draws itself. React answers the server's value while it
 * takes the page over, then draws once more with the client's: only the components asking redraw.
 */
export function useTakingOver(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/**
 * Whether the window holds a page the server drew that the app has yet to take over: its screen's code
 * and reads are being prepared (main.tsx takes the page over once they are here).
 */
export function drawnPageAwaitsTakeover(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[${SERVER_DRAWN_ATTRIBUTE}]`) !== null;
}

/**
 * A rule the server cannot judge: it does not know who is signed in, nor in which app the page opens.
 * Read before the node is checked, so the rule is read as the check reads it: a login flag stored as
 * form input (`"1"`, `1`, `"false"`) is a login rule too (CONTRACT §5).
 */
export function dependsOnVisitor(rule: unknown): boolean {
  if (typeof rule !== 'object' || rule === null) return false;
  const { login, platforms } = rule as Partial<Record<keyof NodeVisibility, unknown>>;
  return readBoolean(login) !== undefined || Array.isArray(platforms);
}

/** Draws its children only once the page is the client's: what the server could not judge is left out of its HTML. */
export function AfterTakeover({ children }: { children: ReactNode }) {
  return useTakingOver() ? null : <>{children}</>;
}
