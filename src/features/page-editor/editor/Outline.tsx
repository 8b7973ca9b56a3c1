import { useState, type DragEvent } from 'react';
import { contractPath, isContainer, isDraftNode, nodeAt, samePath, type DraftNode, type NodePath } from '../model';
import { carriesOurs, readDrag, startDrag, type Dragged } from './drag';
import type { Editing } from './use-editing';
import styles from './page-editor.module.css';

interface OutlineProps {
  editing: Editing;
  /** Paths with a problem (`nodes[1]`, `nodes[1].children[0]`), for a mark in the outline. */
  problemNodes: ReadonlySet<string>;
}

const pathKey = (path: NodePath) => path.join('.');

/**
 * The page's nodes as a tree: select, reorder by buttons (and the keyboard) or by dragging, move into
 * or out of containers, duplicate, delete. Drops land before the row dropped on, or at a list's end.
 */
export function Outline({ editing, problemNodes }: OutlineProps) {
  const [dropAt, setDropAt] = useState<string | null>(null);
  const { draft, selectedPath } = editing;

  const drop = (event: DragEvent, at: NodePath) => {
    const dragged: Dragged | null = readDrag(event);
    setDropAt(null);
    if (!dragged) return;
    event.preventDefault();
    if (dragged.kind === 'widget') editing.addWidget(dragged.type, at);
    else editing.moveTo(dragged.path, at);
  };
  const dropTarget = (at: NodePath) => ({
    onDragOver: (event: DragEvent) => {
      if (!carriesOurs(event)) return;
      event.preventDefault();
      setDropAt(pathKey(at));
    },
    onDragLeave: () => setDropAt((current) => (current === pathKey(at) ? null : current)),
    onDrop: (event: DragEvent) => drop(event, at),
  });

  const rows = (nodes: readonly DraftNode[], base: NodePath) => (
    <ul className={styles.tree} role={base.length ? 'group' : undefined}>
      {nodes.map((node, index) => {
        const path = [...base, index];
        if (!isDraftNode(node)) {
          return (
            <li key={`invalid-${index}`} className={styles.rowProblem}>
              无效的节点（{contractPath(path)}）：请在 JSON 中修改或删除
            </li>
          );
        }
        const selected = samePath(path, selectedPath);
        return (
          <li key={`${node.id}-${index}`}>
            <div className={`${styles.row} ${selected ? styles.selectedRow : ''} ${dropAt === pathKey(path) ? styles.dropBefore : ''}`} {...dropTarget(path)}>
              <button
                type="button"
                className={styles.rowName}
                draggable
                aria-pressed={selected}
                data-node-id={node.id}
                onDragStart={(event) => startDrag(event, { kind: 'node', path })}
                onClick={() => editing.select(node.id)}
              >
                <span className={styles.rowType}>{node.type}</span> <span className={styles.rowId}>{node.id}</span>
                {problemNodes.has(contractPath(path)) ? <span className={styles.rowProblem} aria-label="有问题"> ●</span> : null}
              </button>
            </div>
            {isContainer(node) ? (
              <div className={styles.children}>
                {rows(Array.isArray(node.children) ? node.children : [], path)}
                <div className={`${styles.dropEnd} ${dropAt === pathKey([...path, node.children?.length ?? 0]) ? styles.dropActive : ''}`} {...dropTarget([...path, node.children?.length ?? 0])}>
                  {node.children?.length ? `拖到这里：放入 ${node.id} 末尾` : `${node.id} 是空的：拖到这里放入`}
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );

  const at = selectedPath?.[selectedPath.length - 1] ?? 0;
  const siblings = selectedPath && selectedPath.length > 1 ? (nodeAt(draft, selectedPath.slice(0, -1))?.children ?? []) : draft.nodes;
  const above = selectedPath && at > 0 ? siblings[at - 1] : undefined;
  const canMoveInto = Boolean(above && isContainer(above));

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
      {draft.nodes.length ? rows(draft.nodes, []) : <p className={styles.empty}>页面是空的：从左侧点击或拖入组件。</p>}
      <div className={`${styles.dropEnd} ${dropAt === pathKey([draft.nodes.length]) ? styles.dropActive : ''}`} {...dropTarget([draft.nodes.length])}>
        拖到这里：放在页面末尾
      </div>
    </section>
  );
}

