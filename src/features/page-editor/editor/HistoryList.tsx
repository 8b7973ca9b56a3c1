import type { History } from '../history/history';
import { useHistoryState } from '../history/use-history';
import type { PageDraft } from '../model';
import styles from './page-editor.module.css';

/** Every step of the session: the shown one marked, any one a click away. */
export function HistoryList({ history }: { history: History<PageDraft> }) {
  const { steps, at } = useHistoryState(history);
  return (
    <section aria-label="操作历史" className={styles.history}>
      <h2 className={styles.paneTitle}>操作历史</h2>
      <ol className={styles.historyList}>
        {steps.map((step, index) => (
          <li key={index}>
            <button type="button" aria-current={index === at ? 'step' : undefined} className={index > at ? styles.undone : undefined} onClick={() => history.jump(index)}>
              {index + 1}. {step.label}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
