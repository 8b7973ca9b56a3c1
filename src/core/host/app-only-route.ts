import { callBridge } from '../bridge';
import { currentLocation } from '../navigation';
import { hostPolicy } from './current';
import { leave } from './leave';

/** How long the app has to take a route over before the shopper is told, neutrally, and offered 返回. */
export const APP_ANSWER_MS = 1000;

/**
 * What became of a route with no H5 screen (CONTRACT §4): the host opened its own screen (and we went
 * back), the app did not answer, the mini program has no page for it, or this is a browser, where the
 * download page shows.
 */
export type AppOnlyOutcome = 'opened' | 'no-answer' | 'move-to-app' | 'download-page';

const afterMs = (ms: number) => new Promise<'timeout'>((resolve) => window.setTimeout(() => resolve('timeout'), ms));

export async function openAppOnlyRoute(pathAndQuery: string): Promise<AppOnlyOutcome> {
  if (hostPolicy.appOnlyRoute === 'download-page') return 'download-page';
  const asked = callBridge('openAdTarget', { target: 'route', url: pathAndQuery }, { quiet: true });
  // The app answers through its bridge and may never answer; the mini program always says done or failed.
  const outcome = hostPolicy.appOnlyRoute === 'ask-app' ? await Promise.race([asked, afterMs(APP_ANSWER_MS)]) : await asked;
  if (outcome === 'timeout') {
    // A late answer still hands the route over: then this screen goes back as if it had come in time,
    // unless the shopper has left it already (返回 on the notice).
    void asked.then((late) => late.ok && currentLocation() === pathAndQuery && leave());
    return 'no-answer';
  }
  if (!outcome.ok) return hostPolicy.appOnlyRoute === 'ask-app' ? 'no-answer' : 'move-to-app';
  leave();
  return 'opened';
}
