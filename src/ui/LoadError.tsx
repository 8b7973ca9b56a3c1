import styles from './ui.module.css';

/** mall-spec §8 / platform-spec §8: a list that failed to load offers a reload in these exact words. */
export const LIST_LOAD_ERROR = '请求失败,点击重新加载';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className={styles.loadError} onClick={onRetry}>
      {LIST_LOAD_ERROR}
    </button>
  );
}
