import type { Problem } from './explain';
import { checkRegisteredNode, problemsShown } from './node-check';

/**
 * Every problem preview shows in a document's nodes, depth first with their paths, for an editor
 * (CONTRACT §6 `rendered`). A node object met again at the same path is not checked again: an editor
 * sends a document per keystroke, and the live preview keeps the objects of the nodes that did not change.
 */
export function createProblemCollector(): (nodes: readonly unknown[]) => Problem[] {
  const seen = new WeakMap<object, { path: string; problems: Problem[] }>();
  const own = (value: unknown, path: string): Problem[] => {
    const known = typeof value === 'object' && value !== null ? seen.get(value) : undefined;
    if (known && known.path === path) return known.problems;
    const check = checkRegisteredNode(value, path);
    const problems = check.ok ? [] : problemsShown(value, path, check.problems);
    if (typeof value === 'object' && value !== null) seen.set(value, { path, problems });
    return problems;
  };
  const collect = (nodes: readonly unknown[], base: string): Problem[] =>
    nodes.flatMap((value, index) => {
      const path = `${base}[${index}]`;
      const children = (value as { children?: unknown } | null)?.children;
      return [...own(value, path), ...(Array.isArray(children) ? collect(children, `${path}.children`) : [])];
    });
  return (nodes) => collect(nodes, 'nodes');
}
