/**
 * Runs `task` once the browser has nothing more urgent to do (first paint, the first image), or
 * after `timeoutMs` at the latest; returns a cancel function. Used to fetch code that improves a
 * screen already drawn without it (the banner's carousel), so it never competes with first paint.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
