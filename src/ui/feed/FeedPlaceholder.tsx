import { Fragment, type ReactNode } from 'react';
import { rowHeightCss, type Columns } from './rows';
import styles from './FeedPlaceholder.module.css';

/** Enough card rows to reach past a phone screen below a header. */
const PLACEHOLDER_ROWS = 3;

interface FeedPlaceholderProps {
  columns: Columns;
  /**
   * The first cards, when they are known before the list can draw (a page the server drew): drawn in
   * the rows' places, so the list takes over the same picture. Blank cards otherwise.
   */
  cards?: readonly ReactNode[];
}

/** A feed before its list: cards where they will be drawn (the loading line goes under it). */
export function FeedPlaceholder({ columns, cards = [] }: FeedPlaceholderProps) {
  const gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;
  // A row of blank cards is as tall as the list's estimate; a row of real cards as tall as they are.
  const blankRow = { gridTemplateColumns, height: rowHeightCss(columns) };
  const cardRow = { gridTemplateColumns, minHeight: rowHeightCss(columns) };
  return (
    <div className={styles.placeholder} aria-hidden={cards.length ? undefined : 'true'} data-feed-placeholder="">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
        <div key={row} className={styles.row} style={cards[row * columns] ? cardRow : blankRow}>
          {Array.from({ length: columns }, (_, column) => (
            <Fragment key={column}>{cards[row * columns + column] ?? <span className={styles.card} />}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}
