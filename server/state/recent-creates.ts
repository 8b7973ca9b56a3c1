/**
 * The trades a customer created in the last few seconds, by what was asked: the same signed create
 * sent twice (a double tap, a client retry after a lost answer) gets the first trade back instead of
 * buying everything a second time. In memory only: it guards seconds, not restarts.
 */
export const REPEAT_WINDOW_S = 5;

interface RecentCreate {
  customerId: number;
  fingerprint: string;
  tradeNo: string;
  at: number;
  /** Settles when the trade is on disk (rejects if it could not be written and was undone). */
  saved: Promise<void>;
}

export class RecentCreates {
  private entries: RecentCreate[] = [];

  find(customerId: number, fingerprint: string, now: number): RecentCreate | undefined {
    this.entries = this.entries.filter((entry) => now - entry.at <= REPEAT_WINDOW_S);
    return this.entries.find((entry) => entry.customerId === customerId && entry.fingerprint === fingerprint);
  }

  remember(entry: RecentCreate): void {
    this.entries.push(entry);
  }

  forget(tradeNo: string): void {
    this.entries = this.entries.filter((entry) => entry.tradeNo !== tradeNo);
  }
}
