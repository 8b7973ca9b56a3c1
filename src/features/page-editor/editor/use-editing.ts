import { useCallback, useMemo, useRef, useState } from 'react';
import { catalogueEntry } from '../catalogue/widget-catalogue';
import type { History } from '../history/history';
import { useHistoryState } from '../history/use-history';
import {
  contractPath,
  duplicateNode,
  freshId,
  idsIn,
  insertNodes,
  moveBy,
  moveIntoPrevious,
  moveNode,
  moveOut,
  nodeAt,
  pasteNodes,
  pathOfId,
  placeAfter,
  removeNode,
  updateNodePart,
  updatePageSettings,
  type NodePart,
  type NodePath,
  type PageDraft,
  type PageSettings,
} from '../model';
import { copyNodes, readCopied } from './clipboard';

/**
 * The editing commands of one page, over its history: each is one undoable step with a label. The
 * selection is a node id, so it follows the node when it moves.
 */
export function useEditing(history: History<PageDraft>) {
  const state = useHistoryState(history);
  const draft = state.steps[state.at]!.value;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selectedPath = useMemo(() => (selectedId ? pathOfId(draft, selectedId) : null), [draft, selectedId]);

  const commit = useCallback(
    (next: PageDraft, label: string, select?: NodePath | null, mergeKey?: string) => {
      history.record(next, label, mergeKey);
      if (select !== undefined) setSelectedId(select ? (nodeAt(next, select)?.id ?? null) : null);
    },
    [history],
  );

  const moved = useCallback(
    (result: { draft: PageDraft; path: NodePath } | null, label: string) => {
      if (result && result.draft !== draft) commit(result.draft, label, result.path);
    },
    [commit, draft],
  );

  // The forms' edits read the selection from here: they stay the same functions while the operator types,
  // so the forms of other parts are not drawn again per keystroke.
  const selection = useRef({ id: selectedId, path: selectedPath });
  selection.current = { id: selectedId, path: selectedPath };

  const editPart = useCallback(
    (part: NodePart, value: Record<string, unknown>, changedPath: string) => {
      const { id, path } = selection.current;
      if (!path) return;
      const field = changedPath.replace(/^nodes(\[\d+\]|\.children)*\.?/, '');
      commit(updateNodePart(history.current(), path, part, value), `修改 ${id ?? contractPath(path)} 的 ${field}`, undefined, `${id ?? ''} ${changedPath}`);
    },
    [commit, history],
  );
  const editSettings = useCallback(
    (settings: PageSettings, changedPath: string) => commit(updatePageSettings(history.current(), settings), `修改页面 ${changedPath}`, undefined, `page ${changedPath}`),
    [commit, history],
  );
  const replace = useCallback((next: PageDraft) => commit(next, '编辑 JSON', undefined, 'json'), [commit]);

  const named = (path: NodePath | null) => (path ? (nodeAt(draft, path)?.id ?? contractPath(path)) : '');

  return {
    draft,
    state,
    selectedId,
    selectedPath,
    select: setSelectedId,
    /** A new widget at `at`, or after the selection. */
    addWidget: (type: string, at?: NodePath) => {
      const place = at ?? placeAfter(draft, selectedPath);
      const node = { id: freshId(type, idsIn(draft.nodes)), type, props: structuredClone(catalogueEntry(type)?.startingProps ?? {}) };
      commit(insertNodes(draft, place, [node]), `添加 ${node.id}`, place);
    },
    moveBy: (step: -1 | 1) => selectedPath && moved(moveBy(draft, selectedPath, step), `${step < 0 ? '上移' : '下移'} ${named(selectedPath)}`),
    moveIntoPrevious: () => selectedPath && moved(moveIntoPrevious(draft, selectedPath), `移入容器 ${named(selectedPath)}`),
    moveOut: () => selectedPath && moved(moveOut(draft, selectedPath), `移出容器 ${named(selectedPath)}`),
    moveTo: (from: NodePath, to: NodePath) => moved(moveNode(draft, from, to), `移动 ${named(from)}`),
    duplicate: () => {
      if (!selectedPath) return;
      const result = duplicateNode(draft, selectedPath);
      commit(result.draft, `复制出 ${nodeAt(result.draft, result.path)?.id ?? ''}`, result.path);
    },
    remove: () => {
      if (!selectedPath) return;
      commit(removeNode(draft, selectedPath), `删除 ${named(selectedPath)}`, null);
    },
    copy: () => {
      const node = selectedPath ? nodeAt(draft, selectedPath) : undefined;
      if (node) copyNodes([node]);
      return Boolean(node);
    },
    paste: () => {
      const copied = readCopied();
      if (!copied) return false;
      const result = pasteNodes(draft, copied, selectedPath);
      commit(result.draft, `粘贴 ${copied.nodes.length} 个组件`, result.path);
      return true;
    },
    /** A form's edit of the selected node; typing in one field is one step. */
    editPart,
    editSettings,
    /** The whole document from the JSON view. */
    replace,
  };
}

export type Editing = ReturnType<typeof useEditing>;
