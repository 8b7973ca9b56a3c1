import { memo, useMemo } from 'react';
import validateNode from '../../../schemas/node.schema.json?validate';
import { useRenderSettings } from './context';
import { checkNode, type NodeCheckDeps } from './inspect';
import { NodeBoundary } from './NodeBoundary';
import { ProblemPanel } from './ProblemPanel';
import { isRegistered, loadedWidget } from './registry';
import { nodeStyleToCss } from './style';
import { AfterTakeover, dependsOnVisitor } from './takeover';
import { isVisible } from './visibility';
import styles from './renderer.module.css';

const checkDeps: NodeCheckDeps = {
  validateNode,
  propsValidator: (type) => loadedWidget(type)?.validate,
};

/** A React key for a node at `index`; an id that is not a string (even a hostile object) is ignored. */
export function keyOf(value: unknown, index: number): string {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? `${id}#${index}` : `#${index}`;
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
  const settings = useRenderSettings();
  const check = useMemo(() => checkNode(value, path, checkDeps), [value, path]);
  if (!check.ok) {
    // Only a string is a type: String() of a hostile object (no usable toString) would throw.
    const rawType = (value as { type?: unknown } | null)?.type;
    const type = typeof rawType === 'string' ? rawType : undefined;
    const problems = type !== undefined && isRegistered(type) && !loadedWidget(type)
      ? [{ path, reason: '组件代码加载失败' }]
      : check.problems;
    return settings.preview ? <ProblemPanel path={path} type={type} problems={problems} /> : null;
  }
  const { node } = check;
  if (!isVisible(node.visible, settings)) return null;
  const widget = loadedWidget(node.type);
  if (!widget) return null;
  const Widget = widget.component;
  const childNodes = (node.children ?? []).map((child, index) => (
    <NodeView key={keyOf(child, index)} value={child} path={`${path}.children[${index}]`} />
  ));
  const drawn = (
    <NodeBoundary path={path} type={node.type} preview={settings.preview} fallback={settings.failedNode}>
      <div
        data-node-id={node.id}
        data-node-type={node.type}
        data-node-label={settings.preview ? `${node.id} · ${node.type}` : undefined}
        className={[settings.preview && styles.previewNode, belowFold && styles.belowFold].filter(Boolean).join(' ') || undefined}
        style={nodeStyleToCss(node.style)}
      >
        <Widget props={node.props} node={node} childNodes={childNodes} />
      </div>
    </NodeBoundary>
  );
  return dependsOnVisitor(node.visible) ? <AfterTakeover>{drawn}</AfterTakeover> : drawn;
});
