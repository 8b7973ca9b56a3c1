import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadError } from './LoadError';

interface Props {
  /** Called on the retry tap, before the part is drawn again (to make a fresh attempt at its code). */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * A part of a screen whose code comes after the screen's own (a description's sanitiser): when that code
 * does not come, the part says so in the spec's words and offers a retry, and the screen around it stays.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('a part of the screen failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <LoadError onRetry={this.retry} /> : this.props.children;
  }
}
