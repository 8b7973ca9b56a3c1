import { useSyncExternalStore } from 'react';
import type { History, HistoryState } from './history';

/** The history's state in a component, redrawn on every step. */
export function useHistoryState<T>(history: History<T>): HistoryState<T> {
  return useSyncExternalStore(history.subscribe, history.get, history.get);
}
