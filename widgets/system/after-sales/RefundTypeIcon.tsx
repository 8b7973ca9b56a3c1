import styles from './widget.module.css';

export type RefundKind = 'refund' | 'return' | 'other';

/** The server's refund_type: "0" refund only, "1" return and refund, anything else another kind. */
export function refundKindOf(refundType: string): RefundKind {
  if (refundType === '0') return 'refund';
  if (refundType === '1') return 'return';
  return 'other';
}

/** Line drawings, stroked in the text colour. */
const DRAWINGS: Record<RefundKind, string> = {
  // A coin marked ¥: money back.
  refund: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 7.5l3 4 3-4M12 11.5V17M9 12.5h6M9 15h6',
  // A parcel: goods sent back, then money.
  return: 'M3 7.5l9-4.5 9 4.5v9l-9 4.5-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9M7.5 5.3l9 4.5',
  // A note: any other kind of request.
  other: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
};

export function RefundTypeIcon({ refundType }: { refundType: string }) {
  const kind = refundKindOf(refundType);
  return (
    <svg
      className={styles.kindIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-refund-type={kind}
    >
      <path d={DRAWINGS[kind]} />
    </svg>
  );
}
