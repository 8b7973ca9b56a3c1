import { produce } from 'immer';
import { nodeAt } from './find';
import { lastIndex, parentPath, siblingsOf } from './siblings';
import { isContainer, type NodePath, type PageDraft } from './types';

const isInside = (path: NodePath, ancestor: NodePath) =>
  path.length > ancestor.length && ancestor.every((index, depth) => path[depth] === index);

/**
 * The node at `from` taken out and put at `to` (a place as it is before the move). Answers the document
 * and the node's new path; a move into the node itself changes nothing.
 */
export function moveNode(draft: PageDraft, from: NodePath, to: NodePath): { draft: PageDraft; path: NodePath } {
  if (isInside(to, from) || from.length === 0 || to.length === 0) return { draft, path: from };
  // Taking the node out shifts a later sibling of any of `to`'s ancestors (or of `to`) up by one.
  const fromDepth = from.length - 1;
  const target = to.map((index, depth) =>
    depth === fromDepth && from.slice(0, fromDepth).every((part, d) => to[d] === part) && index > lastIndex(from) ? index - 1 : index,
  );
  let landed: NodePath = from;
  const next = produce(draft, (page) => {
    const source = siblingsOf(page, from);
    const [node] = source?.splice(lastIndex(from), 1) ?? [];
    if (!node) return;
    const destination = siblingsOf(page, target);
    if (!destination) {
      source?.splice(lastIndex(from), 0, node);
      return;
    }
    const index = Math.min(lastIndex(target), destination.length);
    destination.splice(index, 0, node);
    landed = [...parentPath(target), index];
  });
  return { draft: next, path: landed };
}

/** One place up or down among its siblings (the keyboard's and buttons' reorder). */
export function moveBy(draft: PageDraft, path: NodePath, step: -1 | 1): { draft: PageDraft; path: NodePath } {
  const index = lastIndex(path) + step;
  const siblings = path.length > 1 ? nodeAt(draft, parentPath(path))?.children : draft.nodes;
  if (index < 0 || !siblings || index >= siblings.length) return { draft, path };
  return moveNode(draft, path, [...parentPath(path), step === 1 ? index + 1 : index]);
}

/** Into the container just above it, as its last child; null when the node above holds no children. */
export function moveIntoPrevious(draft: PageDraft, path: NodePath): { draft: PageDraft; path: NodePath } | null {
  const index = lastIndex(path);
  if (index === 0) return null;
  const holderPath = [...parentPath(path), index - 1];
  const holder = nodeAt(draft, holderPath);
  if (!holder || !isContainer(holder)) return null;
  return moveNode(draft, path, [...holderPath, holder.children?.length ?? 0]);
}

/** Out of its container, just after it; null at the top level. */
export function moveOut(draft: PageDraft, path: NodePath): { draft: PageDraft; path: NodePath } | null {
  if (path.length < 2) return null;
  const holder = parentPath(path);
  return moveNode(draft, path, [...parentPath(holder), lastIndex(holder) + 1]);
}
