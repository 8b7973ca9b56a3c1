import { memo, useMemo, type ReactElement } from 'react';
import { useRenderSettings } from './context';
import { NodeBoundary } from './NodeBoundary';
import { checkRegisteredNode, idOf, problemsShown, typeOf, visibleOf } from './node-check';
import { ProblemPanel } from './ProblemPanel';
import { loadedWidget, suspendUntilLoaded } from './registry';
import { nodeStyleToCss } from './style';
import { AfterTakeover, dependsOnVisitor } from './takeover';
import { isVisible } from './visibility';
import styles from './renderer.module.css';

/** A React key for a node at `index`. */
export function keyOf(value: unknown, index: number): string {
  const id = idOf(value);
  return id !== undefined ? `${id}#${index}` : `#${index}`;
}

interface NodeViewProps {
  value: unknown;
  path: string;
  /** A top-level node past the first screenful: the browser may skip its layout and paint while it is off screen. */
  belowFold?: boolean;
}

/**
 * One node: checked (shape, type, props), filtered by `visible`, boxed by `style`, inside its own
 * boundary. A published page drops a broken node silently; preview shows why, in place. Memoised:
 * a node redraws when it or the render settings change, not when its page draws more nodes.
 */
export const NodeView = memo(function NodeView({ value, path, belowFold = false }: NodeViewProps) {
  // A page waits only for its first screen's widgets; a node further down waits here for its own.
  const type = typeOf(value);
  if (type !== undefined) suspendUntilLoaded(type);
  const settings = useRenderSettings();
  const check = useMemo(() => checkRegisteredNode(value, path), [value, path]);
  if (!check.ok) {
    if (!settings.preview) return null;
    return <ProblemPanel path={path} nodeId={idOf(value)} type={typeOf(value)} problems={problemsShown(value, path, check.problems)} />;
  }
  const { node } = check;
  if (!isVisible(node.visible, settings)) return null;
  const widget = loadedWidget(node.type);
  if (!widget) return null;
  const Widget = widget.component;
  const childNodes = (node.children ?? []).map((child, index) => nodeElement(child, `${path}.children[${index}]`, keyOf(child, index)));
  return (
    <NodeBoundary path={path} type={node.type} node={value} preview={settings.preview} fallback={settings.failedNode}>
      <div
        data-node-id={node.id}
        data-node-type={node.type}
        data-node-label={settings.preview ? `${node.id} · ${node.type}` : undefined}
        data-node-path={settings.preview ? path : undefined}
        className={[settings.preview && styles.previewNode, belowFold && styles.belowFold].filter(Boolean).join(' ') || undefined}
        style={nodeStyleToCss(node.style)}
      >
        <Widget props={node.props} node={node} childNodes={childNodes} />
      </div>
    </NodeBoundary>
  );
});

/**
 * The element of the node `value` at `path`. A node whose rule needs the visitor (who is signed in, which
 * app) is left out of the server's HTML and drawn once the page is the client's; until then it waits for
 * nothing, not even its widget's code, so its empty place in the server's HTML is taken over at once. It
 * waited inside for code fetched after the first screen, and the shopper's login state, reaching it while
 * it waited, made React draw it apart from the takeover (#421, on a busy phone).
 */
export function nodeElement(value: unknown, path: string, key: string, belowFold = false): ReactElement {
  if (!dependsOnVisitor(visibleOf(value))) return <NodeView key={key} value={value} path={path} belowFold={belowFold} />;
  return (
    <AfterTakeover key={key}>
      <NodeView value={value} path={path} belowFold={belowFold} />
    </AfterTakeover>
  );
}
