import { useCallback, useState } from 'react';
import { adminApi, adminFailure, type PageVersion } from '../api';
import type { History } from '../history/history';
import type { PageDraft } from '../model';
import styles from '../editor/page-editor.module.css';

interface VersionsPanelProps {
  pageId: number;
  history: History<PageDraft>;
  onRefused: (error: unknown) => boolean;
}

/** The page's saved versions: read one back into the editor (an undoable step), or publish it again (a rollback). */
export function VersionsPanel({ pageId, history, onRefused }: VersionsPanelProps) {
  const [versions, setVersions] = useState<PageVersion[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const failed = useCallback((error: unknown) => !onRefused(error) && setMessage({ ok: false, text: adminFailure(error).message }), [onRefused]);
  const load = useCallback(() => adminApi.listVersions(pageId).then(setVersions, failed), [failed, pageId]);

  const readBack = (version: number) =>
    adminApi.readPage(pageId, version).then((page) => {
      history.record(page.document, `读回第 ${version} 版`);
      setMessage({ ok: true, text: `已读回第 ${version} 版：保存后成为新版本` });
    }, failed);
  const publish = (version: number) =>
    adminApi.publishPage(pageId, version).then(() => {
      setMessage({ ok: true, text: `第 ${version} 版已重新发布` });
      void load();
    }, failed);

  return (
    <details className={styles.history} onToggle={(event) => (event.currentTarget.open && !versions ? void load() : undefined)}>
      <summary className={styles.paneTitle}>版本</summary>
      {message ? (
        <p role={message.ok ? undefined : 'alert'} className={message.ok ? styles.describe : styles.problemText}>
          {message.text}
        </p>
      ) : null}
      {versions ? (
        <ol className={styles.historyList} aria-label="已保存的版本">
          {versions.map((version) => (
            <li key={version.version} className={styles.versionRow}>
              <span>
                第 {version.version} 版 · {version.saved_at}
                {version.published_at ? ` · 发布于 ${version.published_at}` : ''}
                {version.note ? ` · ${version.note}` : ''}
              </span>
              <button type="button" onClick={() => void readBack(version.version)}>
                读回
              </button>
              <button type="button" onClick={() => void publish(version.version)}>
                发布此版本
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.describe}>加载中…</p>
      )}
      <button type="button" onClick={() => void load()}>
        刷新
      </button>
    </details>
  );
}
