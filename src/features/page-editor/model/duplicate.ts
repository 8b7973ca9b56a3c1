import { nodeAt } from './find';
import { withFreshIds } from './ids';
import { insertNodes } from './insert';
import { lastIndex, parentPath } from './siblings';
import type { NodePath, PageDraft } from './types';

/** A copy right after the node, with fresh ids for it and its children; answers the copy's path. */
export function duplicateNode(draft: PageDraft, path: NodePath): { draft: PageDraft; path: NodePath } {
  const node = nodeAt(draft, path);
  if (!node) return { draft, path };
  const at = [...parentPath(path), lastIndex(path) + 1];
  return { draft: insertNodes(draft, at, withFreshIds([node], draft)), path: at };
}
