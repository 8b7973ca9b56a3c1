import type { ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';
import { failureText } from './failure-text';
import { PageSkeleton } from './PageSkeleton';
import type { Remote } from './use-remote';

/** A screen's loading skeleton, its failure with a retry, or its content: never a blank page. */
export function RemoteView<T>({ remote, children }: { remote: Remote<T>; children: (data: T) => ReactNode }) {
  if (remote.status === 'ready' && remote.data !== undefined) return children(remote.data);
  if (remote.status === 'failed') {
    return <ErrorPanel title="加载失败" detail={failureText(remote.error)} actions={[{ label: '重新加载', onClick: remote.reload, primary: true }]} />;
  }
  return <PageSkeleton />;
}
