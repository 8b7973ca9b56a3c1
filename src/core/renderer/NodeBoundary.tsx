import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ProblemPanel } from './ProblemPanel';

interface Props {
  path: string;
  type: string;
  preview: boolean;
  /** The node drawn: a new one (an operator's edit in the live preview) is tried again. */
  node: unknown;
  /** Shown on a published page instead of nothing (RenderSettings.failedNode). */
  fallback?: ((retry: () => void) => ReactNode) | undefined;
  children: ReactNode;
}

interface State {
  error: Error | null;
  node: unknown;
}

/** Every node renders inside one of these: a widget that throws loses only itself. */
export class NodeBoundary extends Component<Props, State> {
  override state: State = { error: null, node: this.props.node };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.node === state.node ? null : { error: null, node: props.node };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`node ${this.props.path} (${this.props.type}) failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.preview) return this.props.fallback ? this.props.fallback(this.retry) : null;
    const problem = { path: this.props.path, reason: `渲染出错：${error.message}` };
    return <ProblemPanel path={this.props.path} type={this.props.type} problems={[problem]} renderError={problem.reason} />;
  }
}
