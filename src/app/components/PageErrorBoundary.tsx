import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { reloadFailedStylesheets } from '../routes/failed-stylesheets';

export class ChunkLoadTimeout extends Error {
  constructor() {
    super('页面加载超时');
    this.name = 'ChunkLoadTimeout';
  }
}

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  error: Error | null;
}

/** The page's code or styles could not be downloaded (offline, a flaky line): a network problem, not a bug. */
function isChunkError(error: Error): boolean {
  return (
    error instanceof ChunkLoadTimeout ||
    // Browsers' words for a failed import(); Vite's when a chunk's stylesheet fails to load.
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * One boundary per page: a page that throws, or whose code cannot be downloaded, loses only itself;
 * the shopper gets a retry and a way home.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  private retry = () => {
    reloadFailedStylesheets();
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <ErrorPanel
        title={chunk ? '页面加载失败，请检查网络' : '页面出错了'}
        detail={chunk ? '可能是网络不稳定，点击重试即可' : '我们已记录这个问题，请重试或返回首页'}
        actions={[
          { label: '重试', onClick: this.retry, primary: true },
          { label: '刷新页面', onClick: () => window.location.reload() },
        ]}
      />
    );
  }
}
