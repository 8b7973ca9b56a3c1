import { produce } from 'immer';
import { nodeAt } from './find';
import { siblingsOf } from './siblings';
import { isContainer, type DraftNode, type NodePath, type PageDraft } from './types';

/** The nodes put at `at` (a place among its siblings; the end when past it), in order. */
export function insertNodes(draft: PageDraft, at: NodePath, nodes: readonly DraftNode[]): PageDraft {
  return produce(draft, (page) => {
    const siblings = siblingsOf(page, at);
    if (!siblings) return;
    const index = Math.min(at[at.length - 1] ?? siblings.length, siblings.length);
    siblings.splice(index, 0, ...structuredClone(nodes as DraftNode[]));
  });
}

/**
 * Where a new node goes: after the selected one, into it when it is an empty container (tabs or a
 * container just added are filled this way), at the page's end with nothing selected.
 */
export function placeAfter(draft: PageDraft, selected: NodePath | null): NodePath {
  if (!selected || selected.length === 0) return [draft.nodes.length];
  const node = nodeAt(draft, selected);
  if (node && isContainer(node) && !node.children?.length) return [...selected, 0];
  return [...selected.slice(0, -1), (selected[selected.length - 1] ?? 0) + 1];
}
