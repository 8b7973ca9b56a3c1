import type { NodeVisibility, Platform } from '../../contract/component/page-document';

export interface VisibilityContext {
  loggedIn: boolean;
  platform: Platform;
  /** Milliseconds on the server-corrected clock. */
  nowMs: number;
}

/** `visible` has no expression language (CONTRACT §3): login state, platform list, time window. */
export function isVisible(rule: NodeVisibility | undefined, context: VisibilityContext): boolean {
  if (!rule) return true;
  if (typeof rule.login === 'boolean' && rule.login !== context.loggedIn) return false;
  if (rule.platforms && !rule.platforms.includes(context.platform)) return false;
  if (rule.from && !(momentOf(rule.from) <= context.nowMs)) return false;
  if (rule.to && !(context.nowMs < momentOf(rule.to))) return false;
  return true;
}

/** When the node's visibility next changes by itself (a window opening or closing), if ever. */
export function nextVisibilityChange(rule: NodeVisibility | undefined, nowMs: number): number | null {
  // Asked of every node of a page, most of which have no window: no arrays, no parsing for them.
  if (!rule?.from && !rule?.to) return null;
  const from = momentOf(rule.from);
  const to = momentOf(rule.to);
  const soonest = Math.min(from > nowMs ? from : Infinity, to > nowMs ? to : Infinity);
  return Number.isFinite(soonest) ? soonest : null;
}

/** A window's edge; one that is not a string is no time (Date.parse of a hostile object would throw). */
function momentOf(time: unknown): number {
  return typeof time === 'string' ? Date.parse(time) : Number.NaN;
}
