import { useCallback, useState, type RefCallback } from 'react';

/** The attributes that name a node in preview (the renderer sets them on each node's box). */
export interface NodeMark {
  'data-node-path'?: string;
  'data-node-id'?: string;
}

/**
 * For what a widget draws outside its node's box (a portal over the page): the node's preview marks,
 * read from the box through an anchor the widget leaves in it. Marked, a tap in the live preview
 * selects the node, as a tap anywhere in its box does, instead of following the widget's action.
 * Published pages carry no marks, so neither does what is marked with these.
 */
export function useNodeMark(): [RefCallback<HTMLElement>, NodeMark] {
  const [mark, setMark] = useState<NodeMark>({});
  const anchor = useCallback((element: HTMLElement | null) => {
    const box = element?.closest('[data-node-path]');
    const path = box?.getAttribute('data-node-path');
    if (box && path) setMark({ 'data-node-path': path, 'data-node-id': box.getAttribute('data-node-id') ?? undefined });
  }, []);
  return [anchor, mark];
}
