import { useId, useState } from 'react';
import type { PageDraft } from '../model';
import type { StoreState } from './use-page-store';
import editorStyles from '../editor/page-editor.module.css';

interface StoreActionsProps {
  draft: PageDraft;
  state: StoreState;
  saved: boolean;
  /** The lint's errors: publishing waits until there are none. */
  errors: number;
  onSave: () => void;
  onPublish: (at?: string) => Promise<void>;
}

/** Save, publish now or at a time, and what the last of them answered. */
export function StoreActions({ draft, state, saved, errors, onSave, onPublish }: StoreActionsProps) {
  const id = useId();
  const [at, setAt] = useState('');
  const busy = state.busy !== null;
  return (
    <span className={editorStyles.toolGroup}>
      <span>{`#${state.pageId} 第 ${state.version} 版${saved ? '' : ' · 有未保存的修改'}`}</span>
      <button type="button" disabled={busy || saved} onClick={onSave} aria-keyshortcuts="Control+S">
        {state.busy === 'saving' ? '保存中…' : '保存'}
      </button>
      <label htmlFor={id}>定时</label>
      <input id={id} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} title="留空则立即发布（北京时间）" />
      <button
        type="button"
        className={editorStyles.primary}
        disabled={busy || errors > 0 || draft.nodes.length === 0}
        title={errors ? `不能发布：发布前检查有 ${errors} 个错误` : undefined}
        onClick={() => void onPublish(at ? `${at}:00+08:00` : undefined)}
      >
        {state.busy === 'publishing' ? '发布中…' : at ? '定时发布' : '发布'}
      </button>
      {state.message ? (
        <span role={state.message.kind === 'ok' ? undefined : 'alert'} className={state.message.kind === 'ok' ? undefined : editorStyles.problemText}>
          {state.message.text}
        </span>
      ) : null}
    </span>
  );
}
