import type { NodeStyle, NodeVisibility, PageDocument } from '../../../core/renderer';

/**
 * A node as the editor holds it. Looser than the renderer's PageNode: a node being edited may lack props
 * or carry props its widget refuses; preview shows such problems, the editor must still hold the node.
 */
export interface DraftNode {
  id: string;
  type: string;
  props?: Record<string, unknown>;
  children?: DraftNode[];
  visible?: NodeVisibility;
  style?: NodeStyle;
}

/** The page document being edited (CONTRACT §3): the page's own fields, each optional until saved. */
export type PageDraft = Partial<Omit<PageDocument, 'nodes'>> & { nodes: DraftNode[] };

/** A node's place: its index among the top-level nodes, then its index among each parent's children. */
export type NodePath = readonly number[];

/** Widgets that hold other nodes (CONTRACT §3: tabs, one child per tab; container, any). */
export const CONTAINER_TYPES: ReadonlySet<string> = new Set(['tabs', 'container']);

export const isContainer = (node: DraftNode): boolean => CONTAINER_TYPES.has(node.type);
