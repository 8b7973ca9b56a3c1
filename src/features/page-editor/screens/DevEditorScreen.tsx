import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { config } from '../../../core/config';
import type { FixtureEntry } from '../../../contract';
import { fetchFixtureIndex, fetchFixtureText } from '../../../core/fixture-index';
import { PageEditor } from '../editor/PageEditor';
import { createHistory, type History } from '../history/history';
import type { PageDraft } from '../model';
import editorStyles from '../editor/page-editor.module.css';
import styles from './screens.module.css';

/**
 * The runtime the phone shows: this site's, or another one named by `?runtime=` (an origin), as a back
 * office drives a runtime on its own host. Only an origin this build lists for the live preview
 * (VITE_PREVIEW_ORIGINS) is taken, so a link cannot send the page being edited anywhere else.
 */
function runtimeOrigin(named: string | null): string {
  if (!named) return window.location.origin;
  return config.previewOrigins.includes(named) ? named : window.location.origin;
}

/** A fixture's file name: `103` or `101.draft`. */
const fixtureFiles = (fixtures: readonly FixtureEntry[]) =>
  fixtures.flatMap((fixture) => [
    ...(fixture.published ? [{ name: String(fixture.id), label: `#${fixture.id} ${fixture.title}` }] : []),
    ...(fixture.draft ? [{ name: `${fixture.id}.draft`, label: `#${fixture.id} ${fixture.title}（草稿）` }] : []),
  ]);

const readDraft = (text: string): PageDraft => {
  const value = JSON.parse(text) as PageDraft;
  return Array.isArray(value.nodes) ? value : { ...value, nodes: [] };
};

/**
 * /dev/editor?fixture= (dev and demo builds): the page editor on a demo fixture or a local file, with
 * no back office, so nothing is saved or published; the document can be downloaded.
 */
export default function DevEditorScreen() {
  const [params, setParams] = useSearchParams();
  const fixture = params.get('fixture') ?? '103';
  const [runtime] = useState(() => runtimeOrigin(params.get('runtime')));
  const [fixtures, setFixtures] = useState<FixtureEntry[]>([]);
  const [history, setHistory] = useState<History<PageDraft> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    // Without the list the chooser offers the open fixture only; the editor still works.
    fetchFixtureIndex().then(setFixtures, () => setFixtures([]));
  }, []);

  const open = useCallback((text: string, label: string) => {
    try {
      setHistory(createHistory(readDraft(text), label));
      setLoadError(null);
    } catch {
      setLoadError(`${label}：不是 JSON 页面文档`);
    }
  }, []);

  useEffect(() => {
    let live = true;
    fetchFixtureText(fixture).then(
      (text) => live && open(text, `打开样例 ${fixture}`),
      (error: unknown) => live && setLoadError(`读取样例 ${fixture} 失败：${error instanceof Error ? error.message : String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [fixture, open]);

  const download = useCallback(
    (draft: PageDraft) => {
      const anchor = document.createElement('a');
      anchor.href = URL.createObjectURL(new Blob([JSON.stringify(draft, null, 2)], { type: 'application/json' }));
      anchor.download = `page-${fixture}.json`;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(anchor.href), 0);
    },
    [fixture],
  );

  if (!history) {
    return <main className={styles.loading}>{loadError ? <p role="alert" className={styles.alert}>{loadError}</p> : '加载中…'}</main>;
  }
  const files = fixtureFiles(fixtures);
  const actions = (draft: PageDraft) => (
    <span className={editorStyles.toolGroup}>
      <label className={editorStyles.toolGroup}>
        样例
        <select value={fixture} onChange={(event) => setParams((current) => ({ ...Object.fromEntries(current), fixture: event.target.value }))}>
          {files.some((file) => file.name === fixture) ? null : <option value={fixture}>{fixture}</option>}
          {files.map((file) => (
            <option key={file.name} value={file.name}>
              {file.label}
            </option>
          ))}
        </select>
      </label>
      <label className={editorStyles.toolGroup}>
        打开文件…
        <input type="file" accept=".json,application/json" onChange={(event) => void event.target.files?.[0]?.text().then((text) => open(text, `打开文件 ${event.target.files?.[0]?.name ?? ''}`))} />
      </label>
      <button type="button" onClick={() => download(draft)}>
        下载 JSON
      </button>
      <button type="button" disabled title="本地文档：没有连接页面后台，不能保存或发布。请在 /admin/pages 中编辑后台页面。">
        保存
      </button>
      <span className={editorStyles.describe}>本地文档，不能保存或发布</span>
      {loadError ? <span role="alert" className={editorStyles.problemText}>{loadError}</span> : null}
    </span>
  );
  return <PageEditor history={history} heading="页面编辑器（演示）" runtime={runtime} actions={actions} />;
}
