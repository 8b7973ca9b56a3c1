import { isRecord } from '../../../contract/read';
import { withFreshIds } from './ids';
import { insertNodes, placeAfter } from './insert';
import type { DraftNode, NodePath, PageDraft } from './types';

/** What a copy carries between pages (clipboard or localStorage): nodes, marked as ours. */
export interface CopiedNodes {
  kind: 'h5-page-nodes';
  nodes: DraftNode[];
}

export const copiedNodes = (nodes: readonly DraftNode[]): CopiedNodes => ({ kind: 'h5-page-nodes', nodes: structuredClone(nodes as DraftNode[]) });

function isDraftNode(value: unknown): value is DraftNode {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.type !== 'string') return false;
  return value.children === undefined || (Array.isArray(value.children) && value.children.every(isDraftNode));
}

/** Copied nodes read back from text, or null for anything else (another app's clipboard). */
export function readCopiedNodes(text: string | null): CopiedNodes | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value) && value.kind === 'h5-page-nodes' && Array.isArray(value.nodes) && value.nodes.every(isDraftNode)) {
      return { kind: 'h5-page-nodes', nodes: value.nodes };
    }
  } catch {
    // Not ours.
  }
  return null;
}

/** The copied nodes after the selection, with ids fresh in this page; answers the first one's path. */
export function pasteNodes(draft: PageDraft, copied: CopiedNodes, selected: NodePath | null): { draft: PageDraft; path: NodePath } {
  const at = placeAfter(draft, selected);
  return { draft: insertNodes(draft, at, withFreshIds(copied.nodes, draft)), path: at };
}
