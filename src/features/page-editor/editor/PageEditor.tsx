import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { PREVIEW_HOSTS } from '../../../core/live-preview/messages';
import type { Platform, Problem } from '../../../core/renderer';
import { createDocumentChecker } from '../catalogue/node-problems';
import { indexProblems } from '../forms/problem-index';
import type { History } from '../history/history';
import { contractPath, nodeAt, nodePathOf, pathOfId, type PageDraft } from '../model';
import { LintPanel } from '../lint/LintPanel';
import { useLint, type Lint } from '../lint/use-lint';
import { HistoryList } from './HistoryList';
import { Inspector } from './Inspector';
import { JsonView } from './JsonView';
import { Outline } from './Outline';
import { Palette } from './Palette';
import { PhonePreview } from './PhonePreview';
import { shortcutOf } from './keyboard';
import { useEditing } from './use-editing';
import styles from './page-editor.module.css';

const HOST_NAMES: Record<Platform, string> = { app: 'APP', miniprogram: '小程序', wechat: '微信', browser: '浏览器' };

export interface PageEditorProps {
  history: History<PageDraft>;
  heading: string;
  /** The runtime the phone shows (an origin). */
  runtime: string;
  /** Saving and publishing, given the current draft and its lint (errors block publishing); a local document says why there are none. */
  actions: (draft: PageDraft, lint: Lint) => ReactNode;
  /** Ctrl/⌘+S. */
  onSave?: (draft: PageDraft) => void;
  /** More of the side pane (the back office's versions). */
  sidePanel?: ReactNode;
}

/** The visual editor: palette | outline | phone preview | forms (or JSON), over one history. */
export function PageEditor({ history, heading, runtime, actions, onSave, sidePanel }: PageEditorProps) {
  const editing = useEditing(history);
  const { draft, selectedPath, selectedId } = editing;
  const [host, setHost] = useState<Platform | undefined>(undefined);
  const [view, setView] = useState<'form' | 'json'>('form');
  // What the preview last drew: its node count and its problems (the schema's, and a widget that failed to draw).
  const [rendered, setRendered] = useState<{ nodes: number; problems: Problem[] } | null>(null);
  const [notice, setNotice] = useState('');
  const [syntaxLine, setSyntaxLine] = useState<number | null>(null);

  const check = useMemo(createDocumentChecker, []);
  const problems = useMemo(() => check(draft), [check, draft]);
  // The same index while the problems are the same, so the forms a keystroke did not touch are not drawn again.
  const problemText = problems.map(({ path, reason }) => `${path}\u0000${reason}`).join('\n');
  const problemIndex = useMemo(() => indexProblems(problemText ? problemText.split('\n').map((line) => ({ path: line.split('\u0000')[0]!, reason: line.split('\u0000')[1]! })) : []), [problemText]);
  // The same set while the same nodes have problems, so the outline draws only the rows that changed.
  const problemNodeKey = problems.flatMap(({ path }) => {
    const node = nodePathOf(path);
    return node ? [contractPath(node)] : [];
  }).join(' ');
  const problemNodes = useMemo(() => new Set(problemNodeKey.split(' ').filter(Boolean)), [problemNodeKey]);
  const lint = useLint(draft, problems);
  const showPath = useCallback(
    (path: string) => {
      const node = nodePathOf(path);
      editing.select(node ? (nodeAt(draft, node)?.id ?? null) : null);
    },
    [draft, editing],
  );

  const onSelected = useCallback(
    (nodeId: string | null, path: string) => {
      const byPath = nodePathOf(path);
      editing.select(nodeId ?? (byPath ? (nodeAt(draft, byPath)?.id ?? null) : null));
    },
    [draft, editing],
  );
  const onRendered = useCallback((message: { nodes: number; problems: Problem[] }) => setRendered({ nodes: message.nodes, problems: message.problems }), []);

  // Attached with the commit, not after the paint: a shortcut pressed as the editor appears, or right
  // after the last one changed the draft (the listener is swapped then), is not lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'undo') history.undo();
      else if (shortcut === 'redo') history.redo();
      else if (shortcut === 'delete') editing.remove();
      else if (shortcut === 'copy') setNotice(editing.copy() ? '已拷贝选中的组件' : '没有选中的组件');
      else if (shortcut === 'paste') setNotice(editing.paste() ? '已粘贴' : '没有可粘贴的组件');
      else onSave?.(draft);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [draft, editing, history, onSave]);

  const { steps, at } = editing.state;
  return (
    <div className={styles.editor}>
      <header className={styles.toolbar}>
        <h1 className={styles.heading}>{heading}</h1>
        <span className={styles.toolGroup}>
          <button type="button" disabled={at === 0} onClick={history.undo} aria-keyshortcuts="Control+Z">
            撤销
          </button>
          <button type="button" disabled={at === steps.length - 1} onClick={history.redo} aria-keyshortcuts="Control+Shift+Z">
            重做
          </button>
        </span>
        <label className={styles.toolGroup}>
          预览环境
          <select value={host ?? ''} onChange={(event) => setHost((event.target.value || undefined) as Platform | undefined)}>
            <option value="">运行环境自身</option>
            {PREVIEW_HOSTS.map((option) => (
              <option key={option} value={option}>
                {HOST_NAMES[option]}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.toolGroup} role="group" aria-label="编辑方式">
          <button type="button" aria-pressed={view === 'form'} onClick={() => setView('form')}>
            表单
          </button>
          <button type="button" aria-pressed={view === 'json'} onClick={() => setView('json')}>
            JSON
          </button>
        </span>
        {actions(draft, lint)}
        {notice ? (
          <p className={styles.notice} aria-live="polite">
            {notice}
          </p>
        ) : null}
        <p className={styles.status} role="status">
          {syntaxLine !== null ? `JSON 语法错误（第 ${syntaxLine} 行），预览未更新` : rendered ? `已渲染 ${rendered.nodes} 个节点 · ${rendered.problems.length} 个问题` : '等待预览…'}
        </p>
      </header>
      <Palette onAdd={editing.addWidget} />
      <Outline editing={editing} problemNodes={problemNodes} />
      <PhonePreview runtime={runtime} draft={draft} host={host} selectedId={selectedId && pathOfId(draft, selectedId) ? selectedId : null} onSelected={onSelected} onRendered={onRendered} />
      <div className={styles.side}>
        {view === 'form' ? (
          <Inspector draft={draft} selectedPath={selectedPath} problems={problemIndex} onPart={editing.editPart} onSettings={editing.editSettings} onFieldDone={history.seal} />
        ) : (
          <JsonView draft={draft} problems={rendered?.problems ?? problems} selectedId={selectedId} onChange={editing.replace} onSyntax={setSyntaxLine} onSelect={editing.select} />
        )}
        <LintPanel lint={lint} onShow={showPath} />
        {sidePanel}
        <HistoryList history={history} />
      </div>
    </div>
  );
}
