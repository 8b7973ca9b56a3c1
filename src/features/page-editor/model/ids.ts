import { isDraftNode, walkNodes } from './find';
import type { DraftNode, PageDraft } from './types';

export function idsIn(nodes: readonly DraftNode[]): Set<string> {
  const ids = new Set<string>();
  for (const { node } of walkNodes(nodes)) ids.add(node.id);
  return ids;
}

/** `banner-1`, `banner-2`, …: the first free one, and it is then taken. */
export function freshId(type: string, taken: Set<string>): string {
  const stem = type.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'node';
  let counter = 1;
  while (taken.has(`${stem}-${counter}`)) counter += 1;
  const id = `${stem}-${counter}`;
  taken.add(id);
  return id;
}

/** A deep copy of nodes, every one with an id not yet in the page (paste, duplicate, templates). */
export function withFreshIds(nodes: readonly DraftNode[], draft: PageDraft): DraftNode[] {
  const taken = idsIn(draft.nodes);
  const renew = (node: DraftNode): DraftNode => ({
    ...structuredClone(node),
    id: freshId(node.type, taken),
    ...(Array.isArray(node.children) ? { children: node.children.filter(isDraftNode).map(renew) } : {}),
  });
  return nodes.filter(isDraftNode).map(renew);
}
