import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ProblemPanel } from './ProblemPanel';

interface Props {
  path: string;
  type: string;
  preview: boolean;
  /** Shown on a published page instead of nothing (RenderSettings.failedNode). */
  fallback?: ((retry: () => void) => ReactNode) | undefined;
  children: ReactNode;
}

/** Every node renders inside one of these: a widget that throws loses only itself. */
export class NodeBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`node ${this.props.path} (${this.props.type}) failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.preview) return this.props.fallback ? this.props.fallback(this.retry) : null;
    return <ProblemPanel path={this.props.path} type={this.props.type} problems={[{ path: this.props.path, reason: `渲染出错：${error.message}` }]} />;
  }
}
