/** Which node the operator is looking at: named by the editor (its id) or tapped here (its path). */
export type Selection = { by: 'id' | 'path'; value: string; scroll: boolean };

export const SELECTED_ATTRIBUTE = 'data-live-selected';

function selector({ by, value }: Selection): string {
  const quoted = CSS.escape(value);
  return by === 'id' ? `[data-node-id="${quoted}"], [data-problem-node-id="${quoted}"]` : `[data-node-path="${quoted}"]`;
}

/** Outlines the selected node (and only it); scrolls it into view when the editor asked for it. Answers whether it is drawn. */
export function showSelection(root: HTMLElement, selection: Selection | null, scroll: boolean): boolean {
  for (const outlined of root.querySelectorAll(`[${SELECTED_ATTRIBUTE}]`)) outlined.removeAttribute(SELECTED_ATTRIBUTE);
  const element = selection ? root.querySelector(selector(selection)) : null;
  if (!element) return false;
  element.setAttribute(SELECTED_ATTRIBUTE, '');
  if (scroll) element.scrollIntoView({ block: 'center' });
  return true;
}

/** The node a tap landed on: the innermost drawn node or problem panel around its target. */
export function tappedNode(root: HTMLElement, target: EventTarget | null): { nodeId: string | null; path: string } | null {
  const element = target instanceof Element ? target.closest('[data-node-path]') : null;
  if (!element || !root.contains(element)) return null;
  const path = element.getAttribute('data-node-path') ?? '';
  return { nodeId: element.getAttribute('data-node-id') ?? element.getAttribute('data-problem-node-id'), path };
}

/** What is on screen after a commit: how many nodes are drawn, and the widgets that threw while drawing. */
export function drawnSummary(root: HTMLElement): { nodes: number; renderErrors: { path: string; reason: string }[] } {
  return {
    nodes: root.querySelectorAll('[data-node-id]').length,
    renderErrors: [...root.querySelectorAll('[data-render-error]')].map((panel) => ({
      path: panel.getAttribute('data-problem-path') ?? '',
      reason: panel.getAttribute('data-render-error') ?? '',
    })),
  };
}
