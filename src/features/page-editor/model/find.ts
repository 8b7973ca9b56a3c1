import type { DraftNode, NodePath, PageDraft } from './types';

/** The node at a path, or undefined when the path leads nowhere. */
export function nodeAt(draft: PageDraft, path: NodePath): DraftNode | undefined {
  let list: readonly DraftNode[] | undefined = draft.nodes;
  let node: DraftNode | undefined;
  for (const index of path) {
    const found: unknown = list?.[index];
    if (!isDraftNode(found)) return undefined;
    node = found;
    list = Array.isArray(found.children) ? found.children : undefined;
  }
  return node;
}

/**
 * A node the editor can work with: an object with a string id and type. A document may hold anything
 * (a back end's junk, a hostile fixture); preview reports those, and the editor walks past them.
 */
export const isDraftNode = (value: unknown): value is DraftNode =>
  typeof value === 'object' && value !== null && typeof (value as DraftNode).id === 'string' && typeof (value as DraftNode).type === 'string';

/** Every workable node, depth first, with its path. */
export function* walkNodes(nodes: readonly DraftNode[], base: NodePath = []): Generator<{ node: DraftNode; path: NodePath }> {
  for (const [index, node] of nodes.entries()) {
    if (!isDraftNode(node)) continue;
    const path = [...base, index];
    yield { node, path };
    if (Array.isArray(node.children)) yield* walkNodes(node.children, path);
  }
}

/** The path of the first node with that id (ids should be unique; lint says when they are not). */
export function pathOfId(draft: PageDraft, id: string): NodePath | null {
  for (const { node, path } of walkNodes(draft.nodes)) if (node.id === id) return path;
  return null;
}

/** The runtime's name of a place (`nodes[2].children[0]`), as problems and `selected` carry it. */
export function contractPath(path: NodePath): string {
  return path.map((index, depth) => `${depth === 0 ? 'nodes' : '.children'}[${index}]`).join('');
}

/** The node path a CONTRACT path starts with (`nodes[2].children[0].props.items[1]` → [2, 0]). */
export function nodePathOf(contract: string): NodePath | null {
  const match = /^nodes\[(\d+)\]((?:\.children\[\d+\])*)/.exec(contract);
  if (!match) return null;
  return [Number(match[1]), ...[...(match[2] ?? '').matchAll(/\[(\d+)\]/g)].map((part) => Number(part[1]))];
}

