import { useEffect, useMemo, useState } from 'react';
import { RenderSettingsContext, type RenderSettings } from './context';
import type { PageNode } from './document';
import { keyOf, NodeView } from './NodeView';
import { nextVisibilityChange } from './visibility';

interface PageRendererProps {
  nodes: readonly unknown[];
  settings: Omit<RenderSettings, 'nowMs'>;
  /** The server-corrected clock. */
  now(): number;
}

function soonestChange(nodes: readonly unknown[], nowMs: number): number | null {
  let soonest: number | null = null;
  const visit = (list: readonly unknown[]) => {
    for (const value of list) {
      if (typeof value !== 'object' || value === null) continue;
      const node = value as Partial<PageNode>;
      const change = nextVisibilityChange(node.visible, nowMs);
      if (change !== null && (soonest === null || change < soonest)) soonest = change;
      if (Array.isArray(node.children)) visit(node.children);
    }
  };
  visit(nodes);
  return soonest;
}

/** Longest single wait: setTimeout overflows past ~24.8 days. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Renders a document's nodes (widgets must already be loaded). Re-renders by itself when a
 * node's time window opens or closes, so a page left open stays right.
 */
export function PageRenderer({ nodes, settings, now }: PageRendererProps) {
  const [nowMs, setNowMs] = useState(now);
  useEffect(() => {
    const next = soonestChange(nodes, nowMs);
    if (next === null) return undefined;
    const timer = window.setTimeout(() => setNowMs(now()), Math.min(next - nowMs + 50, MAX_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [nodes, nowMs, now]);
  const value = useMemo(() => ({ ...settings, nowMs }), [settings, nowMs]);
  return (
    <RenderSettingsContext.Provider value={value}>
      {nodes.map((node, index) => (
        <NodeView key={keyOf(node, index)} value={node} path={`nodes[${index}]`} />
      ))}
    </RenderSettingsContext.Provider>
  );
}
