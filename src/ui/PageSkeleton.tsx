import styles from './PageSkeleton.module.css';

/**
 * Shown while a page's code downloads: the shape of a page, not a spinner on white. A status, so a
 * screen reader says 加载中 (a label on a div without a role is not read, and axe rightly objects).
 */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
      <div className={styles.banner} />
      <div className={styles.row} />
      <div className={styles.row} />
      <div className={styles.short} />
    </div>
  );
}
