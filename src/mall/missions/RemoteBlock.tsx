import type { ReactNode } from 'react';
import { isWireError } from '../../contract/wire-error';
import { LoadError } from '../../ui/LoadError';
import type { Remote } from '../../ui/use-remote';
import ui from '../../ui/ui.module.css';

/**
 * A mission block's answer inside a page: a loading line, the failure with a tap to reload (and, when
 * the answer lacked what the block needs, the field's path), or the block.
 */
export function RemoteBlock<T>({ remote, children }: { remote: Remote<T>; children: (data: T) => ReactNode }) {
  if (remote.status === 'ready' && remote.data !== undefined) return children(remote.data);
  if (remote.status === 'failed') {
    return (
      <>
        <LoadError onRetry={remote.reload} />
        {isWireError(remote.error) ? <p className={ui.listStatus}>{remote.error.message}</p> : null}
      </>
    );
  }
  return (
    <p className={ui.listStatus} role="status">
      加载中…
    </p>
  );
}
