import { LoadError } from '../LoadError';
import type { PagesStatus } from './use-pages';
import styles from '../ui.module.css';

interface ListFooterProps {
  status: PagesStatus;
  empty: boolean;
  /** Shown under a finished list with nothing in it (omit when the list draws its own empty state). */
  emptyText?: string;
  endText: string;
  onRetry: () => void;
}

/**
 * Under a paged list: loading, the failure with a tap to reload, or the end. The line under an empty
 * list is an element of its own (keyed): when the first items come, the line under them is a new
 * element, not this one moving down the screen (a layout shift).
 */
export function ListFooter({ status, empty, emptyText, endText, onRetry }: ListFooterProps) {
  const key = empty ? 'empty' : 'items';
  if (status === 'error') return <LoadError key={key} onRetry={onRetry} />;
  if (status === 'loading') return <p key={key} className={styles.listStatus} role="status">加载中…</p>;
  if (status !== 'done') return null;
  if (empty) return emptyText ? <p key={key} className={styles.listStatus}>{emptyText}</p> : null;
  return <p key={key} className={styles.listStatus}>{endText || '没有更多了'}</p>;
}
