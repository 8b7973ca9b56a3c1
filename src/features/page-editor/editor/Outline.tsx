import { memo, useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { contractPath, isContainer, isDraftNode, nodeAt, type DraftNode, type NodePath } from '../model';
import { catalogueEntry } from '../catalogue/widget-catalogue';
import { carriesOurs, readDrag, startDrag } from './drag';
import type { Editing } from './use-editing';
import styles from './page-editor.module.css';

interface OutlineProps {
  editing: Editing;
  /** Paths with a problem (`nodes[1]`, `nodes[1].children[0]`), for a mark in the outline. */
  problemNodes: ReadonlySet<string>;
}

const pathKey = (path: NodePath) => path.join('.');

/** What every row needs besides its node; stable across keystrokes, so untouched rows are not drawn again. */
interface RowContext {
  /** The selection's and the drop's place, as `pathKey`s. */
  selected: string | null;
  dropAt: string | null;
  problemNodes: ReadonlySet<string>;
  onSelect: (id: string) => void;
  dropTarget: (at: NodePath) => {
    onDragOver: (event: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent) => void;
  };
}

/** Whether anything this row (or a row inside it) shows changed. */
const concerns = (key: string, place: string | null) => place !== null && (place === key || place.startsWith(`${key}.`));

interface RowsProps {
  nodes: readonly DraftNode[];
  base: NodePath;
  context: RowContext;
}

function Rows({ nodes, base, context }: RowsProps) {
  return (
    <ul className={styles.tree} role={base.length ? 'group' : undefined}>
      {nodes.map((node, index) => (
        <Row key={isDraftNode(node) ? `${node.id}-${index}` : `invalid-${index}`} node={node} path={[...base, index]} context={context} />
      ))}
    </ul>
  );
}

const Row = memo(
  function Row({ node, path, context }: { node: DraftNode; path: NodePath; context: RowContext }) {
    const key = pathKey(path);
    if (!isDraftNode(node)) {
      return <li className={styles.rowProblem}>无效的节点（{contractPath(path)}）：请在 JSON 中修改或删除</li>;
    }
    const selected = context.selected === key;
    const children = Array.isArray(node.children) ? node.children : [];
    const end = [...path, children.length];
    return (
      <li>
        <div className={`${styles.row} ${selected ? styles.selectedRow : ''} ${context.dropAt === key ? styles.dropBefore : ''}`} {...context.dropTarget(path)}>
          <button
            type="button"
            className={styles.rowName}
            draggable
            aria-pressed={selected}
            data-node-id={node.id}
            onDragStart={(event) => startDrag(event, { kind: 'node', path })}
            onClick={() => context.onSelect(node.id)}
          >
            {/* Operators know a widget by the name the palette gives it (轮播图), not by its type. */}
            <span className={styles.rowType} title={node.type}>
              {catalogueEntry(node.type)?.title ?? node.type}
            </span>{' '}
            <span className={styles.rowId}>{node.id}</span>
            {context.problemNodes.has(contractPath(path)) ? <span className={styles.rowProblem} aria-label="有问题"> ●</span> : null}
          </button>
        </div>
        {isContainer(node) ? (
          <div className={styles.children}>
            <Rows nodes={children} base={path} context={context} />
            <div className={`${styles.dropEnd} ${context.dropAt === pathKey(end) ? styles.dropActive : ''}`} {...context.dropTarget(end)}>
              {children.length ? `拖到这里：放入 ${node.id} 末尾` : `${node.id} 是空的：拖到这里放入`}
            </div>
          </div>
        ) : null}
      </li>
    );
  },
  // A row is drawn again when its node, its place, or the selection, a drop or a problem in it changes.
  (before, after) => {
    const key = pathKey(after.path);
    return (
      before.node === after.node &&
      pathKey(before.path) === key &&
      concerns(key, before.context.selected) === concerns(key, after.context.selected) &&
      (!concerns(key, after.context.selected) || before.context.selected === after.context.selected) &&
      concerns(key, before.context.dropAt) === concerns(key, after.context.dropAt) &&
      (!concerns(key, after.context.dropAt) || before.context.dropAt === after.context.dropAt) &&
      before.context.problemNodes === after.context.problemNodes
    );
  },
);

/**
 * The page's nodes as a tree: select, reorder by buttons (and the keyboard) or by dragging, move into
 * or out of containers, duplicate, delete. Drops land before the row dropped on, or at a list's end.
 */
export function Outline({ editing, problemNodes }: OutlineProps) {
  const [dropAt, setDropAt] = useState<string | null>(null);
  const { draft, selectedPath } = editing;
  // Drops act on the latest document; the handlers stay the same, so rows are not drawn again for them.
  const latest = useRef(editing);
  latest.current = editing;

  const dropTarget = useCallback(
    (at: NodePath) => ({
      onDragOver: (event: DragEvent) => {
        if (!carriesOurs(event)) return;
        event.preventDefault();
        setDropAt(pathKey(at));
      },
      onDragLeave: () => setDropAt((current) => (current === pathKey(at) ? null : current)),
      onDrop: (event: DragEvent) => {
        const dragged = readDrag(event);
        setDropAt(null);
        if (!dragged) return;
        event.preventDefault();
        if (dragged.kind === 'widget') latest.current.addWidget(dragged.type, at);
        else latest.current.moveTo(dragged.path, at);
      },
    }),
    [],
  );
  const selected = selectedPath ? pathKey(selectedPath) : null;
  const context = useMemo<RowContext>(() => ({ selected, dropAt, problemNodes, onSelect: editing.select, dropTarget }), [selected, dropAt, problemNodes, editing.select, dropTarget]);

  const at = selectedPath?.[selectedPath.length - 1] ?? 0;
  const siblings = selectedPath && selectedPath.length > 1 ? (nodeAt(draft, selectedPath.slice(0, -1))?.children ?? []) : draft.nodes;
  const above = selectedPath && at > 0 ? siblings[at - 1] : undefined;
  const canMoveInto = Boolean(above && isDraftNode(above) && isContainer(above));
  const end = [draft.nodes.length];

  return (
    <section className={styles.outline} aria-label="页面结构">
      <h2 className={styles.paneTitle}>页面结构</h2>
      <div className={styles.outlineTools} role="toolbar" aria-label="选中的组件">
        <button type="button" disabled={!selectedPath || at === 0} onClick={() => editing.moveBy(-1)}>
          上移
        </button>
        <button type="button" disabled={!selectedPath || at >= siblings.length - 1} onClick={() => editing.moveBy(1)}>
          下移
        </button>
        <button type="button" disabled={!canMoveInto} onClick={editing.moveIntoPrevious}>
          移入上方容器
        </button>
        <button type="button" disabled={!selectedPath || selectedPath.length < 2} onClick={editing.moveOut}>
          移出容器
        </button>
        <button type="button" disabled={!selectedPath} onClick={editing.duplicate}>
          复制一份
        </button>
        <button type="button" disabled={!selectedPath} onClick={editing.remove}>
          删除
        </button>
        <button type="button" disabled={!selectedPath} onClick={() => editing.copy()}>
          拷贝
        </button>
        <button type="button" onClick={() => editing.paste()}>
          粘贴
        </button>
        <button type="button" disabled={!selectedPath} onClick={() => editing.select(null)}>
          取消选择
        </button>
      </div>
      {draft.nodes.length ? <Rows nodes={draft.nodes} base={[]} context={context} /> : <p className={styles.empty}>页面是空的：从左侧点击或拖入组件。</p>}
      <div className={`${styles.dropEnd} ${dropAt === pathKey(end) ? styles.dropActive : ''}`} {...dropTarget(end)}>
        拖到这里：放在页面末尾
      </div>
    </section>
  );
}
