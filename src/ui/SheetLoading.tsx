import styles from './ui.module.css';

/** A sheet opened before its code has come (a slow network): where it will be, a line that says so. */
export function SheetLoading() {
  return (
    <div className={styles.sheetLoading} role="status">
      加载中…
    </div>
  );
}
