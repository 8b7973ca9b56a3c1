import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

/**
 * Between the editor's text and CONTRACT paths (`nodes[3].props.items[2].image`), read from the JSON
 * syntax tree the editor keeps up to date as the operator types: no second parse per keystroke.
 */
export type Segment = string | number;

export interface TextRange {
  from: number;
  to: number;
}

const VALUE_TYPES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const isValue = (node: SyntaxNode) => VALUE_TYPES.has(node.name);

/** `nodes[3].props.image` → ['nodes', 3, 'props', 'image']; `(document)` and `` → the whole document. */
export function pathSegments(path: string): Segment[] {
  if (path.startsWith('(')) return [];
  return [...path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((match) => (match[1] !== undefined ? Number(match[1]) : match[2]!));
}

export function pathText(segments: readonly Segment[]): string {
  return segments.reduce<string>((text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), '');
}

/** A page node's place: `nodes` / index, then any number of `children` / index. */
function isNodePath(segments: readonly Segment[]): boolean {
  if (segments.length < 2 || segments.length % 2 !== 0) return false;
  return segments.every((segment, index) =>
    index % 2 === 1 ? typeof segment === 'number' : segment === (index === 0 ? 'nodes' : 'children'),
  );
}

function stringValue(state: EditorState, node: SyntaxNode): string | null {
  try {
    const value: unknown = JSON.parse(state.sliceDoc(node.from, node.to));
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function children(node: SyntaxNode): SyntaxNode[] {
  const list: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) list.push(child);
  return list;
}

/** The value under `segment` of an object or array value node. */
function childValue(state: EditorState, node: SyntaxNode, segment: Segment): SyntaxNode | null {
  if (node.name === 'Array' && typeof segment === 'number') return children(node).filter(isValue)[segment] ?? null;
  if (node.name !== 'Object' || typeof segment !== 'string') return null;
  for (const property of children(node)) {
    if (property.name !== 'Property') continue;
    const name = property.getChild('PropertyName');
    if (name && stringValue(state, name) === segment) return children(property).find(isValue) ?? null;
  }
  return null;
}

const rootValue = (state: EditorState, tree = syntaxTree(state)) => children(tree.topNode).find(isValue) ?? null;

/**
 * Where `path` is in the text: its value, or the nearest enclosing value that exists (a missing field's
 * problem points at the object that lacks it). Null when the text is not a JSON document.
 */
export function rangeOfPath(state: EditorState, path: string): TextRange | null {
  // A problem can be anywhere in the document, also below what has been parsed so far.
  const tree = ensureSyntaxTree(state, state.doc.length, 200) ?? syntaxTree(state);
  let node = rootValue(state, tree);
  if (!node) return null;
  for (const segment of pathSegments(path)) {
    const next = childValue(state, node, segment);
    if (!next) break;
    node = next;
  }
  return { from: node.from, to: node.to };
}

/** The segments of a value node, from the document's root. */
function segmentsOf(state: EditorState, value: SyntaxNode): Segment[] {
  const segments: Segment[] = [];
  for (let node: SyntaxNode = value; node.parent; node = node.parent) {
    const parent = node.parent;
    if (parent.name === 'Property' && isValue(node)) {
      const name = parent.getChild('PropertyName');
      segments.unshift(name ? (stringValue(state, name) ?? '') : '');
    } else if (parent.name === 'Array' && isValue(node)) {
      // Tree nodes are made afresh per visit: the same value is the one at the same place.
      segments.unshift(children(parent).filter(isValue).findIndex((item) => item.from === node.from));
    }
  }
  return segments;
}

/** The innermost page node around `offset`: its path and id (null when it has none). */
export function pageNodeAt(state: EditorState, offset: number): { path: string; id: string | null; range: TextRange } | null {
  for (let node: SyntaxNode | null = syntaxTree(state).resolveInner(offset, 0); node; node = node.parent) {
    if (node.name !== 'Object') continue;
    const segments = segmentsOf(state, node);
    if (!isNodePath(segments)) continue;
    const id = childValue(state, node, 'id');
    return { path: pathText(segments), id: id?.name === 'String' ? stringValue(state, id) : null, range: { from: node.from, to: node.to } };
  }
  return null;
}

/** Where the text stops being JSON (the first error in the syntax tree), when JSON.parse refuses it. */
export function firstSyntaxError(state: EditorState): number {
  const tree = ensureSyntaxTree(state, state.doc.length, 200) ?? syntaxTree(state);
  let at = -1;
  tree.iterate({
    enter: (node) => {
      if (at >= 0) return false;
      if (node.type.isError) at = node.from;
      return undefined;
    },
  });
  return at >= 0 ? at : state.doc.length;
}
