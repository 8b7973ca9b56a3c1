/**
 * The editor's undo/redo: a list of documents and the step shown. Framework-free; the screens bind to
 * it with useSyncExternalStore (use-history.ts).
 */
export interface HistoryStep<T> {
  readonly value: T;
  /** What the step did, for the history list ("修改 banner-1 的 interval"). */
  readonly label: string;
  /**
   * Steps with the same key, one right after the other, are one step: typing in a field replaces the
   * step it started instead of adding one per keystroke. Undefined: never merged.
   */
  readonly mergeKey?: string;
}

export interface HistoryState<T> {
  readonly steps: readonly HistoryStep<T>[];
  /** The step on screen; steps after it are what redo brings back. */
  readonly at: number;
}

export interface History<T> {
  get: () => HistoryState<T>;
  current: () => T;
  /** A new step after the one shown (the redo steps go); merged with it when their keys match. */
  record: (value: T, label: string, mergeKey?: string) => void;
  undo: () => void;
  redo: () => void;
  /** Show any step of the list. */
  jump: (index: number) => void;
  /** A new document (another page opened): one step, nothing to undo. */
  reset: (value: T, label: string) => void;
  /** Ends merging: the next edit of the same field is a new step (the field lost focus). */
  seal: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** At most this many steps are kept; the oldest go first. */
export const HISTORY_LIMIT = 200;

export function createHistory<T>(initial: T, label = '打开'): History<T> {
  let state: HistoryState<T> = { steps: [{ value: initial, label }], at: 0 };
  let sealed = true;
  const listeners = new Set<() => void>();
  const set = (next: HistoryState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const show = (index: number) => {
    const at = Math.max(0, Math.min(index, state.steps.length - 1));
    sealed = true;
    if (at !== state.at) set({ ...state, at });
  };

  return {
    get: () => state,
    current: () => state.steps[state.at]!.value,
    record(value, stepLabel, mergeKey) {
      const shown = state.steps[state.at]!;
      if (Object.is(value, shown.value)) return;
      const kept = state.steps.slice(0, state.at + 1);
      const merges = !sealed && mergeKey !== undefined && shown.mergeKey === mergeKey && state.at === state.steps.length - 1 && state.at > 0;
      const step: HistoryStep<T> = { value, label: stepLabel, ...(mergeKey === undefined ? {} : { mergeKey }) };
      const steps = merges ? [...kept.slice(0, -1), step] : [...kept, step].slice(-HISTORY_LIMIT);
      sealed = false;
      set({ steps, at: steps.length - 1 });
    },
    undo: () => show(state.at - 1),
    redo: () => show(state.at + 1),
    jump: show,
    reset(value, stepLabel) {
      sealed = true;
      set({ steps: [{ value, label: stepLabel }], at: 0 });
    },
    seal() {
      sealed = true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
