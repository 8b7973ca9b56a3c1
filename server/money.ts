/** Money is kept as yuan strings on the wire and computed in integer fen to avoid float drift. */
export function toFen(yuan: string | number): number {
  return Math.round(Number(yuan) * 100);
}

export function toYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** "已售1234件" / "已售1.2万件" */
export function soldDesc(sold: number): string {
  if (sold >= 10000) return `已售${(sold / 10000).toFixed(1)}万件`;
  return `已售${sold}件`;
}
