import type { Diagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { config } from '../../../core/config';
import type { Problem } from '../../../core/renderer';
import { fetchFixtureIndex, fetchFixtureText, type FixtureEntry } from '../../../core/fixture-index';
import { firstSyntaxError, pageNodeAt, rangeOfPath } from './document-paths';
import { JsonEditor } from './json-editor';
import { PreviewLink } from './preview-link';
import styles from './DocumentEditor.module.css';

const PREVIEW_PATH = '/active/component-active?preview=live';

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

type Check = { kind: 'waiting' } | { kind: 'syntax'; at: number; line: number } | { kind: 'rendered'; problems: Problem[]; nodes: number };

/**
 * /dev/editor (dev and demo builds): a page document in a text editor, the phone preview beside it,
 * driven by the live preview protocol (CONTRACT §6) as a back-office editor would drive it.
 */
export default function DocumentEditor() {
  const [params, setParams] = useSearchParams();
  const fixture = params.get('fixture') ?? '103';
  const [runtime] = useState(() => runtimeOrigin(params.get('runtime')));
  const [fixtures, setFixtures] = useState<FixtureEntry[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ kind: 'waiting' });
  const editorHost = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const editor = useRef<JsonEditor | null>(null);
  const link = useRef<PreviewLink | null>(null);
  // The node last named to the preview: moving within it, or showing a tapped node, names nothing.
  const named = useRef<string | null>(null);

  useEffect(() => {
    // Without the list the chooser offers the open fixture only; the editor still works.
    fetchFixtureIndex()
      .then(setFixtures)
      .catch(() => setFixtures([]));
  }, []);

  useEffect(() => {
    if (!editorHost.current || !frame.current) return undefined;
    const send = (state: EditorState) => {
      let document: unknown;
      try {
        document = JSON.parse(state.doc.toString());
      } catch {
        const at = firstSyntaxError(state);
        setCheck({ kind: 'syntax', at, line: state.doc.lineAt(at).number });
        return;
      }
      link.current?.sendDocument(document);
    };
    const created = new JsonEditor(editorHost.current, '', {
      onChange: send,
      onCursor(state) {
        const node = pageNodeAt(state, state.selection.main.head);
        if (!node?.id || node.id === named.current) return;
        named.current = node.id;
        link.current?.select(node.id);
      },
    });
    editor.current = created;
    link.current = new PreviewLink(frame.current, runtime, {
      // The same answer as before (the usual keystroke) changes nothing: no redraw, no new diagnostics.
      onRendered: ({ problems, nodes }) =>
        setCheck((previous) =>
          previous.kind === 'rendered' && previous.nodes === nodes && JSON.stringify(previous.problems) === JSON.stringify(problems)
            ? previous
            : { kind: 'rendered', problems, nodes },
        ),
      onSelected: ({ node_id: nodeId, path }) => {
        named.current = nodeId;
        created.markNode(rangeOfPath(created.state, path));
      },
    });
    return () => {
      link.current?.close();
      created.destroy();
    };
  }, [runtime]);

  const open = useCallback((text: string) => {
    let pretty = text;
    try {
      pretty = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Shown as it is: the syntax check says where it breaks.
    }
    editor.current?.replaceText(pretty);
  }, []);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    fetchFixtureText(fixture)
      .then((text) => live && open(text))
      .catch((error: unknown) => live && setLoadError(`读取样例 ${fixture} 失败：${error instanceof Error ? error.message : String(error)}`));
    return () => {
      live = false;
    };
  }, [fixture, open]);

  const openFile = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      setLoadError(null);
      file.text().then(open, () => setLoadError(`读取文件 ${file.name} 失败`));
    },
    [open],
  );

  // The problems the preview reported (the same checks as `npm run schema:check`), marked in the text.
  useEffect(() => {
    const current = editor.current;
    if (!current) return;
    const diagnostics: Diagnostic[] =
      check.kind === 'syntax'
        ? [{ from: check.at, to: check.at, severity: 'error', message: 'JSON 语法错误：预览停在上一次有效的内容' }]
        : check.kind === 'rendered'
          ? check.problems.map((problem) => {
              const range = rangeOfPath(current.state, problem.path) ?? { from: 0, to: 0 };
              return { ...range, severity: 'error' as const, message: `${problem.path}：${problem.reason}` };
            })
          : [];
    current.showDiagnostics(diagnostics);
  }, [check]);

  const showProblem = useCallback((problem: Problem) => {
    const current = editor.current;
    const range = current ? rangeOfPath(current.state, problem.path) : null;
    if (current && range) current.select(range);
  }, []);

  const download = useCallback(() => {
    const text = editor.current?.state.doc.toString() ?? '';
    const anchor = document.createElement('a');
    anchor.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    anchor.download = `page-${fixture}.json`;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(anchor.href), 0);
  }, [fixture]);

  const files = fixtureFiles(fixtures);
  return (
    <div className={styles.editor}>
      <header className={styles.toolbar}>
        <h1 className={styles.heading}>页面编辑器（演示）</h1>
        <label className={styles.field}>
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
        <label className={styles.button}>
          打开文件…
          <input type="file" accept=".json,application/json" className={styles.fileInput} onChange={(event) => openFile(event.target.files?.[0])} />
        </label>
        <button type="button" className={styles.button} onClick={download}>
          下载 JSON
        </button>
        <p className={styles.status} role="status">
          {check.kind === 'waiting' ? '等待预览…' : check.kind === 'syntax' ? `JSON 语法错误（第 ${check.line} 行），预览未更新` : `已渲染 ${check.nodes} 个节点 · ${check.problems.length} 个问题`}
        </p>
      </header>
      <section className={styles.source} aria-label="页面文档">
        {loadError ? <p role="alert" className={styles.loadError}>{loadError}</p> : null}
        <div ref={editorHost} className={styles.code} />
        {check.kind === 'rendered' && check.problems.length ? (
          <ul className={styles.problems} aria-label="问题">
            {check.problems.map((problem) => (
              <li key={`${problem.path} ${problem.reason}`}>
                <button type="button" onClick={() => showProblem(problem)}>
                  <code>{problem.path}</code>：{problem.reason}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className={styles.phone} aria-label="手机预览">
        <iframe ref={frame} title="手机预览" src={`${runtime}${PREVIEW_PATH}`} className={styles.frame} />
      </section>
    </div>
  );
}
