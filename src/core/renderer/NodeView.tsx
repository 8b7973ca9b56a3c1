import { PureComponent, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { RenderSettingsContext, type RenderSettings } from './context';
import type { NodeCheck } from './inspect';
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

interface NodeViewState {
  /** What the node's widget threw while drawing, until the node changes or is tried again. */
  error: Error | null;
  /** The node drawn: a new one (an operator's edit in the live preview) is tried again. */
  value: unknown;
}

/**
 * One node: checked (shape, type, props), filtered by `visible`, boxed by `style`, and the boundary of
 * its widget, which loses only itself when it throws. A published page drops a broken node silently;
 * preview shows why, in place. Pure: a node redraws when it or the render settings change, not when its
 * page draws more nodes. One class rather than a memoised function around a boundary: a long page draws
 * hundreds of nodes, and each component is one more fiber for React to create and walk.
 */
export class NodeView extends PureComponent<NodeViewProps, NodeViewState> {
  static override contextType = RenderSettingsContext;
  declare context: RenderSettings;
  override state: NodeViewState = { error: null, value: this.props.value };
  private checked: { value: unknown; path: string; check: NodeCheck } | null = null;

  static getDerivedStateFromError(error: Error): Partial<NodeViewState> {
    return { error };
  }

  static getDerivedStateFromProps(props: NodeViewProps, state: NodeViewState): Partial<NodeViewState> | null {
    return props.value === state.value ? null : { error: null, value: props.value };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`node ${this.props.path} (${String(typeOf(this.props.value))}) failed`, error, info.componentStack);
  }

  private check(): NodeCheck {
    const { value, path } = this.props;
    const kept = this.checked;
    if (kept && kept.value === value && kept.path === path) return kept.check;
    const check = checkRegisteredNode(value, path);
    this.checked = { value, path, check };
    return check;
  }

  override render(): ReactNode {
    const { value, path, belowFold = false } = this.props;
    const settings = this.context;
    const { error } = this.state;
    if (error) return this.failed(error, settings);
    // A page waits only for its first screen's widgets; a node further down waits here for its own.
    const type = typeOf(value);
    if (type !== undefined) suspendUntilLoaded(type);
    const check = this.check();
    if (!check.ok) {
      if (!settings.preview) return null;
      return <ProblemPanel path={path} nodeId={idOf(value)} type={type} problems={problemsShown(value, path, check.problems)} />;
    }
    const { node } = check;
    if (!isVisible(node.visible, settings)) return null;
    const widget = loadedWidget(node.type);
    if (!widget) return null;
    const Widget = widget.component;
    const childNodes = (node.children ?? []).map((child, index) => nodeElement(child, `${path}.children[${index}]`, keyOf(child, index)));
    return (
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
    );
  }

  private failed(error: Error, settings: RenderSettings): ReactNode {
    const { path, value } = this.props;
    if (!settings.preview) return settings.failedNode ? settings.failedNode(() => this.setState({ error: null })) : null;
    const problem = { path, reason: `渲染出错：${error.message}` };
    return <ProblemPanel path={path} type={typeOf(value)} problems={[problem]} renderError={problem.reason} />;
  }
}

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
