/** The server clock: real time (or an injected source, for tests) plus an adjustable skew. */
export class Clock {
  constructor(
    private skewSeconds = 0,
    private readonly source: () => number = Date.now,
  ) {}

  /** Server time in Unix seconds (integer), skew included. */
  now(): number {
    return Math.floor(this.source() / 1000 + this.skewSeconds);
  }

  get skew(): number {
    return this.skewSeconds;
  }

  setSkew(seconds: number): void {
    this.skewSeconds = seconds;
  }
}

/** "YYYY-MM-DD HH:mm:ss" in China time, independent of the host's time zone. */
export function formatTime(unixSeconds: number): string {
  return new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Day number (days since the epoch) in China time. */
export function dayNumber(unixSeconds: number): number {
  return Math.floor((unixSeconds + 8 * 3600) / 86400);
}

/** "YYYY-MM-DD" of a day number. */
export function formatDay(day: number): string {
  return new Date(day * 86400 * 1000).toISOString().slice(0, 10);
}
