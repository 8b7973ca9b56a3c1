import { useCallback, useRef, useState } from 'react';
import { adminApi, adminFailure } from '../api';
import type { History } from '../history/history';
import type { PageDraft } from '../model';

export interface StoreState {
  pageId: number;
  /** The version the editor started from or last saved: a save names it as its base. */
  version: number;
  busy: 'saving' | 'publishing' | null;
  message: { kind: 'ok' | 'error' | 'stale'; text: string } | null;
}

/**
 * Saving and publishing one page (CONTRACT §9). A save names the version it started from; a stale one
 * (40900) is refused by the back office and the editor says so, keeping the operator's draft on screen.
 */
export function usePageStore(opened: { history: History<PageDraft>; pageId: number; version: number }, onRefused: (error: unknown) => boolean) {
  const [state, setShown] = useState<StoreState>({ pageId: opened.pageId, version: opened.version, busy: null, message: null });
  // The draft as last saved (or opened): what is on screen is unsaved when it is another one.
  const saved = useRef<PageDraft>(opened.history.current());
  // Read by a publish right after its save, before React has drawn the saved version.
  const stateRef = useRef(state);
  const setState = useCallback((next: StoreState | ((current: StoreState) => StoreState)) => {
    stateRef.current = typeof next === 'function' ? next(stateRef.current) : next;
    setShown(stateRef.current);
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      if (onRefused(error)) return;
      const failure = adminFailure(error);
      setState((current) => ({ ...current, busy: null, message: { kind: failure.kind === 'stale' ? 'stale' : 'error', text: failure.message } }));
    },
    [onRefused, setState],
  );

  const save = useCallback(
    async (draft: PageDraft): Promise<boolean> => {
      const { pageId, version, busy } = stateRef.current;
      if (busy) return false;
      setState((current) => ({ ...current, busy: 'saving', message: null }));
      try {
        const answer = await adminApi.savePage(draft, pageId, version);
        saved.current = draft;
        setState({ pageId: answer.id, version: answer.version, busy: null, message: { kind: 'ok', text: `已保存为第 ${answer.version} 版` } });
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    [fail, setState],
  );

  const publish = useCallback(
    async (draft: PageDraft, at?: string) => {
      if (saved.current !== draft && !(await save(draft))) return;
      const { pageId, version } = stateRef.current;
      setState((current) => ({ ...current, busy: 'publishing', message: null }));
      try {
        const answer = await adminApi.publishPage(pageId, version, at);
        const text = answer.scheduled_at ? `第 ${answer.published_version} 版将于 ${answer.scheduled_at} 发布` : `第 ${answer.published_version} 版已发布`;
        setState((current) => ({ ...current, busy: null, message: { kind: 'ok', text } }));
      } catch (error) {
        fail(error);
      }
    },
    [fail, save, setState],
  );

  return { state, save, publish, isSaved: (draft: PageDraft) => saved.current === draft };
}
