/** Pure layout helpers of the feed: rows of cards, their estimated height, and when to fetch more. */

export type Columns = 1 | 2 | 3;

/** Design px (375 wide) of one row including the gap below it; real heights come from measuring. */
const ESTIMATED_ROW_PX: Record<Columns, number> = { 1: 138, 2: 300, 3: 196 };

/** The page scales with the viewport width up to the 540 px cap of the global stylesheet. */
export function estimateRowHeight(columns: Columns, viewportWidth: number): number {
  const width = viewportWidth > 0 ? Math.min(viewportWidth, 540) : 375;
  return Math.round((ESTIMATED_ROW_PX[columns] * width) / 375);
}

/** estimateRowHeight for whatever screen draws it, as CSS: a page the server draws does not know the width. */
export function rowHeightCss(columns: Columns): string {
  return `calc(${ESTIMATED_ROW_PX[columns]}px * min(100vw, 540px) / 375px)`;
}

export function chunkIntoRows<T>(items: readonly T[], columns: Columns): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += columns) rows.push(items.slice(start, start + columns));
  return rows;
}

/** Rows left below the last rendered one when the next page is requested. */
export const PREFETCH_ROWS = 3;

export function isNearEnd(lastRenderedRow: number, rowCount: number, prefetchRows: number = PREFETCH_ROWS): boolean {
  return rowCount === 0 || lastRenderedRow >= rowCount - 1 - prefetchRows;
}
