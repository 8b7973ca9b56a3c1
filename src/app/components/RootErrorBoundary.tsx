import { Component, type ErrorInfo, type ReactNode } from 'react';
import { corePaths } from '../../core/navigation';
import { ErrorPanel } from '../../ui/ErrorPanel';

/** The last boundary: whatever escaped a page still ends on a readable screen with a way out. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('route failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title="页面出错了"
        detail="请刷新重试，或回到商城首页"
        actions={[
          { label: '刷新页面', onClick: () => window.location.reload(), primary: true },
          { label: '回到首页', onClick: () => window.location.assign(corePaths().home) },
        ]}
      />
    );
  }
}
