import styles from './PageSkeleton.module.css';

/** Shown while a page's code downloads: the shape of a page, not a spinner on white. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="加载中">
      <div className={styles.banner} />
      <div className={styles.row} />
      <div className={styles.row} />
      <div className={styles.short} />
    </div>
  );
}
