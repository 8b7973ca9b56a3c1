import { LoadError } from '../LoadError';
import type { PagesStatus } from './use-pages';
import styles from '../ui.module.css';

interface ListFooterProps {
  status: PagesStatus;
  empty: boolean;
  /** Shown under a finished list with nothing in it (omit when the list draws its own empty state). */
  emptyText?: string;
  endText: string;
  onRetry(): void;
}

/** Under a paged list: loading, the failure with a tap to reload, or the end. */
export function ListFooter({ status, empty, emptyText, endText, onRetry }: ListFooterProps) {
  if (status === 'error') return <LoadError onRetry={onRetry} />;
  if (status === 'loading') return <p className={styles.listStatus} role="status">加载中…</p>;
  if (status !== 'done') return null;
  if (empty) return emptyText ? <p className={styles.listStatus}>{emptyText}</p> : null;
  return <p className={styles.listStatus}>{endText || '没有更多了'}</p>;
}
