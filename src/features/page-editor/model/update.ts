import { produce } from 'immer';
import { lastIndex, siblingsOf } from './siblings';
import type { NodePath, PageDraft } from './types';

/** The parts of a node a form edits. */
export type NodePart = 'props' | 'style' | 'visible';

/** One part of a node replaced; an empty style or visibility is left out rather than kept as `{}`. */
export function updateNodePart(draft: PageDraft, path: NodePath, part: NodePart, value: Record<string, unknown> | undefined): PageDraft {
  return produce(draft, (page) => {
    const node = siblingsOf(page, path)?.[lastIndex(path)];
    if (!node) return;
    const empty = value === undefined || (part !== 'props' && Object.keys(value).length === 0);
    if (empty) delete node[part];
    else (node as Record<NodePart, unknown>)[part] = value;
  });
}

