import { rowHeightCss, type Columns } from './rows';
import styles from './FeedPlaceholder.module.css';

/** Enough card rows to reach past a phone screen below a header. */
const PLACEHOLDER_ROWS = 3;

/** A feed before its first products: blank cards where they will be drawn (the loading line goes under it). */
export function FeedPlaceholder({ columns }: { columns: Columns }) {
  const rowStyle = {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    height: rowHeightCss(columns),
  };
  return (
    <div className={styles.placeholder} aria-hidden="true" data-feed-placeholder="">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
        <div key={row} className={styles.row} style={rowStyle}>
          {Array.from({ length: columns }, (_, column) => (
            <span key={column} className={styles.card} />
          ))}
        </div>
      ))}
    </div>
  );
}
