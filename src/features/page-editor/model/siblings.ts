import type { Draft } from 'immer';
import type { DraftNode, NodePath, PageDraft } from './types';

/**
 * The list a path's last index points into (inside an immer draft), or undefined when the parent is
 * missing. The parent gets a `children` list when it has none, so an empty container can be filled.
 */
export function siblingsOf(draft: Draft<PageDraft>, path: NodePath): Draft<DraftNode>[] | undefined {
  let list = draft.nodes;
  for (const index of path.slice(0, -1)) {
    const parent = list[index];
    if (!parent) return undefined;
    parent.children ??= [];
    list = parent.children;
  }
  return list;
}

export const parentPath = (path: NodePath): NodePath => path.slice(0, -1);
export const lastIndex = (path: NodePath): number => path[path.length - 1] ?? 0;
