import { estimateRowHeight, type Columns } from './rows';
import uiStyles from '../ui.module.css';
import styles from './FeedPlaceholder.module.css';

/** Enough card rows to reach past a phone screen below a header. */
const PLACEHOLDER_ROWS = 3;

/**
 * A feed before its first products: blank cards where they will be drawn and the loading words
 * under them. Elements of its own, removed when the products come: the list's footer is then a new
 * element further down, so nothing already on screen moves (a moving status line was the home's
 * only layout shift).
 */
export function FeedPlaceholder({ columns }: { columns: Columns }) {
  const rowStyle = {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    height: estimateRowHeight(columns, window.innerWidth),
  };
  return (
    <div className={styles.placeholder} aria-busy="true">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
        <div key={row} className={styles.row} style={rowStyle}>
          {Array.from({ length: columns }, (_, column) => (
            <span key={column} className={styles.card} />
          ))}
        </div>
      ))}
      <p className={uiStyles.listStatus} role="status">
        加载中…
      </p>
    </div>
  );
}
