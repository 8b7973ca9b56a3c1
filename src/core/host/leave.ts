import { callBridge } from '../bridge';
import { goBack } from '../navigation';
import { hostPolicy } from './current';

interface RouterHistoryState {
  /** react-router's index of this entry in the tab's history: 0 on the first screen. */
  idx?: number;
}

/** Whether this tab has an earlier screen of ours to go back to. */
function hasEarlierScreen(): boolean {
  const state = window.history.state as RouterHistoryState | null;
  return typeof state?.idx === 'number' ? state.idx > 0 : window.history.length > 1;
}

/**
 * Our own 返回 buttons: back to the previous screen; on the first screen inside the app, the app's
 * goBack closes the web-view (history.back would do nothing there).
 */
export function leave(): void {
  if (hostPolicy.back === 'host-back' && !hasEarlierScreen()) {
    void callBridge('goBack', {}, { quiet: true });
    return;
  }
  goBack();
}
