import { startTransition, Suspense, useDeferredValue, useEffect, useMemo, useState, type ReactElement } from 'react';
import { markFirstScreenDrawn } from '../after-first-screen';
import { RenderSettingsContext, type RenderSettings } from './context';
import { placementOf, PlacementContext, type NodePlacement } from './first-screen';
import { FIRST_PASS_NODES } from './first-screen-nodes';
import type { PageNode } from '../../contract/component/page-document';
import { keyOf, nodeElement } from './NodeView';
import { useTakingOver } from './takeover';
import { beginPass } from './pass-slices';
import { nextVisibilityChange } from './visibility';

interface PageRendererProps {
  /**
   * The document's nodes as it reads them (CONTRACT §5): `""` and `null` already dropped by
   * `withoutAbsentFields` where the document arrived. Nodes are checked here, not walked again.
   */
  nodes: readonly unknown[];
  settings: Omit<RenderSettings, 'nowMs'>;
  /** The server-corrected clock. */
  now: () => number;
  /** Every node in the first pass (the live preview: an operator's edit must show whole, at once). */
  drawAll?: boolean;
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

/** Nodes on the page after the second pass. */
const SECOND_PASS_NODES = 300;
/**
 * A page no longer than the second pass reaches is drawn in one pass, a commit no larger than that pass's.
 * Its first screenful drawn first, a 300-node page showed its first blocks 60-100 ms sooner at 4x CPU, but
 * the frame, commit and effect between its passes made it whole 59-91 ms later and painted 24-60 ms later,
 * for 36-61 ms more main-thread work (two sets of paired loads, static host, session 44). The price: one
 * longer task before the page shows (the 300-node page's Lighthouse TBT 51 -> 103 ms, static host).
 */
const ONE_PASS_NODES = SECOND_PASS_NODES;
/**
 * Nodes each pass after the second adds (16, 300, 1,500, 2,700…). The 1,500-node page's third pass then
 * commits in 90 ms at 4x CPU, and the page came whole 434 ms sooner at the median than with passes
 * tripling what is drawn (900, then 1,500; 13 paired loads, static host).
 */
const FAR_PASS_NODES = 1_200;

/** How many nodes the pass after one that drew `drawn` nodes draws. */
function nextPassEnd(drawn: number, total: number): number {
  return Math.min(total, drawn < SECOND_PASS_NODES ? SECOND_PASS_NODES : drawn + FAR_PASS_NODES);
}

/**
 * How many of `total` nodes to draw: a short page whole; a longer one its first screenful at once, then
 * the rest in a few large passes, each a transition started once the previous one is committed. React
 * renders a transition in slices but commits it in one go, so a pass must not be so large that its
 * commit freezes a cheap phone, nor so small that a page pays a commit, a frame and an effect every few
 * nodes: passes of 24, 40, 80… made a 300-node page a seventh slower than one pass did. Later nodes are
 * below the fold and skipped by layout (`belowFold`).
 */
function useProgressiveCount(total: number, drawAll: boolean): number {
  // A page taken over from the server's HTML has every node drawn already, and must be taken as it is.
  const takingOver = useTakingOver();
  const [drawn, setDrawn] = useState(() => (takingOver || drawAll || total <= ONE_PASS_NODES ? total : FIRST_PASS_NODES));
  useEffect(() => {
    if (drawAll || drawn >= total) return undefined;
    // In longer slices until this pass is committed (the effect's cleanup) or the page is gone; longer
    // still once the nodes drawn are those past the second pass, far below the shopper.
    const endPass = beginPass(drawn >= SECOND_PASS_NODES ? 'far' : 'near');
    startTransition(() => setDrawn(nextPassEnd(drawn, total)));
    return endPass;
  }, [drawn, total, drawAll]);
  return drawAll ? total : Math.min(drawn, total);
}

/**
 * The drawn top-level nodes' elements. Each is its own Suspense boundary: a page taken over from the
 * server's HTML is taken node by node in idle slices rather than in one long task, a node that differs
 * from the server's HTML is drawn again alone, and a node whose code suspends on the server is left to
 * the client. A node object seen before at the same place gets its element back: React then skips it
 * at once, so a redraw (the next pass, an operator's edit) reaches neither nodes still waiting to be
 * taken over (React would take them all at once) nor the 299 nodes beside an edited one.
 */
function useNodeViews(nodes: readonly unknown[], drawn: number): ReactElement[] {
  const [seen] = useState(() => new WeakMap<object, { index: number; view: ReactElement }>());
  return useMemo(
    () =>
      nodes.slice(0, drawn).map((node, index) => {
        const known = typeof node === 'object' && node !== null ? seen.get(node) : undefined;
        if (known?.index === index) return known.view;
        const key = keyOf(node, index);
        const view = (
          <Suspense key={key} fallback={null}>
            {nodeElement(node, `nodes[${index}]`, key, placementOf(index) === 'below-fold')}
          </Suspense>
        );
        if (typeof node === 'object' && node !== null) seen.set(node, { index, view });
        return view;
      }),
    [nodes, drawn, seen],
  );
}

/**
 * The node views, each placement's under one provider: a provider per node would be one more fiber for
 * each of a long page's nodes to create and walk.
 */
function byPlacement(views: ReactElement[]): ReactElement[] {
  const groups = new Map<NodePlacement, ReactElement[]>();
  views.forEach((view, index) => {
    const placement = placementOf(index);
    const group = groups.get(placement);
    if (group) group.push(view);
    else groups.set(placement, [view]);
  });
  return Array.from(groups, ([placement, group]) => (
    <PlacementContext.Provider key={placement} value={placement}>
      {group}
    </PlacementContext.Provider>
  ));
}

/**
 * Renders a document's nodes (the first pass's widgets already loaded; a node further down waits for
 * its own). Re-renders by itself when a node's time window opens or closes, so a page left open stays right.
 */
export function PageRenderer({ nodes, settings, now, drawAll = false }: PageRendererProps) {
  const [nowMs, setNowMs] = useState(now);
  useEffect(() => {
    const next = soonestChange(nodes, nowMs);
    if (next === null) return undefined;
    const timer = window.setTimeout(() => setNowMs(now()), Math.min(next - nowMs + 50, MAX_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [nodes, nowMs, now]);
  // A change of settings (the shopper signs in or out, a time window opens) reaches every node. As a
  // transition it waits for nodes still being taken over from the server's HTML; as an urgent update
  // React would give up taking them over and draw them all again.
  const value = useDeferredValue(useMemo(() => ({ ...settings, nowMs }), [settings, nowMs]));
  const drawn = useProgressiveCount(nodes.length, drawAll);
  const views = byPlacement(useNodeViews(nodes, drawn));
  // What waits for the first screen (src/core/after-first-screen.ts) may start once these nodes are in.
  useEffect(markFirstScreenDrawn, []);
  return <RenderSettingsContext.Provider value={value}>{views}</RenderSettingsContext.Provider>;
}
