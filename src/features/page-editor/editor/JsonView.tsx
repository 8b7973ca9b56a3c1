import type { Diagnostic } from '@codemirror/lint';
import { useEffect, useRef } from 'react';
import { keepUnchanged } from '../../../core/live-preview/keep-unchanged';
import type { Problem } from '../../../core/renderer';
import { contractPath, pathOfId, type PageDraft } from '../model';
import { firstSyntaxError, pageNodeAt, rangeOfPath } from '../json/document-paths';
import { JsonEditor } from '../json/json-editor';
import styles from './page-editor.module.css';

const isDraft = (value: unknown): value is PageDraft =>
  typeof value === 'object' && value !== null && Array.isArray((value as { nodes?: unknown }).nodes);

interface JsonViewProps {
  draft: PageDraft;
  problems: readonly Problem[];
  selectedId: string | null;
  onChange: (next: PageDraft) => void;
  /** The text stopped being a page document (line of the first error), or is one again (null). */
  onSyntax: (line: number | null) => void;
  /** The cursor is in a node's text. */
  onSelect: (nodeId: string) => void;
}

/**
 * The same document as text (CodeMirror). Valid text is a step of the same history as the forms; a
 * change made elsewhere (a form, undo) replaces the text. Problems are marked where they are, the
 * cursor in a node selects it, and the selected node's text is marked.
 */
export function JsonView({ draft, problems, selectedId, onChange, onSyntax, onSelect }: JsonViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<JsonEditor | null>(null);
  const fromText = useRef<PageDraft | null>(null);
  const handlers = useRef({ onChange, onSyntax, onSelect });
  handlers.current = { onChange, onSyntax, onSelect };
  const cursorNode = useRef<string | null>(null);

  useEffect(() => {
    if (!host.current) return undefined;
    fromText.current = draft;
    const created = new JsonEditor(host.current, JSON.stringify(draft, null, 2), {
      onChange(state) {
        let value: unknown;
        try {
          value = JSON.parse(state.doc.toString());
        } catch {
          handlers.current.onSyntax(state.doc.lineAt(firstSyntaxError(state)).number);
          return;
        }
        if (!isDraft(value)) {
          handlers.current.onSyntax(1);
          return;
        }
        handlers.current.onSyntax(null);
        // The parsed text is all new objects: the parts that did not change are the previous draft's
        // again, so a keystroke re-checks and redraws one node, not the page.
        const kept = keepUnchanged(fromText.current, value);
        fromText.current = kept;
        handlers.current.onChange(kept);
      },
      onCursor(state) {
        const node = pageNodeAt(state, state.selection.main.head);
        if (!node?.id || node.id === cursorNode.current) return;
        cursorNode.current = node.id;
        handlers.current.onSelect(node.id);
      },
    });
    editor.current = created;
    return () => {
      created.destroy();
      handlers.current.onSyntax(null);
    };
    // The text is made once; later drafts replace it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor is created once; later drafts replace its text below
  }, []);

  useEffect(() => {
    if (draft === fromText.current) return;
    fromText.current = draft;
    editor.current?.replaceText(JSON.stringify(draft, null, 2));
  }, [draft]);

  useEffect(() => {
    const current = editor.current;
    if (!current) return;
    const diagnostics: Diagnostic[] = problems.map((problem) => ({
      ...(rangeOfPath(current.state, problem.path) ?? { from: 0, to: 0 }),
      severity: 'error',
      message: `${problem.path}：${problem.reason}`,
    }));
    current.showDiagnostics(diagnostics);
  }, [problems, draft]);

  // A node selected elsewhere (the outline, a tap in the phone) is marked in the text.
  useEffect(() => {
    const current = editor.current;
    if (!current || !selectedId || selectedId === cursorNode.current) return;
    cursorNode.current = selectedId;
    const path = pathOfId(draft, selectedId);
    current.markNode(path ? rangeOfPath(current.state, contractPath(path)) : null);
  }, [selectedId, draft]);

  const showProblem = (problem: Problem) => {
    const current = editor.current;
    const range = current ? rangeOfPath(current.state, problem.path) : null;
    if (current && range) current.select(range);
  };

  return (
    <section className={styles.json} aria-label="页面文档">
      <div ref={host} className={styles.code} />
      {problems.length ? (
        <ul className={styles.problems} aria-label="问题">
          {problems.map((problem) => (
            <li key={`${problem.path} ${problem.reason}`}>
              <button type="button" onClick={() => showProblem(problem)}>
                <code>{problem.path}</code>：{problem.reason}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
