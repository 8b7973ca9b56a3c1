/**
 * When the state is written: soon after a change (debounced, best effort), or before an answer for
 * the changes that must be durable (orders, addresses: `durable()`). Requests that ask for a durable
 * write in the same turn share one write. A failed write is logged and retried with back-off; the
 * server keeps serving from memory meanwhile, and nothing is thrown into a timer.
 */
import type { DurableFile, FileIo } from './durable-file.ts';

export interface PersisterOptions {
  debounceMs: number;
  /** First retry after a failed write; doubles up to MAX_RETRY_MS. */
  retryMs: number;
  warn: (line: string) => void;
}

/** What a store kept in the data dir needs besides its own sources. */
export interface KeptFileOptions extends PersisterOptions {
  dataDir: string;
  /** Server clock, seconds. */
  now: () => number;
  /** Start again from the sources instead of loading the file. */
  reset: boolean;
  /** The file-system calls (tests make them fail). */
  io?: FileIo;
}

const MAX_RETRY_MS = 30_000;

interface Waiters {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function waiters(): Waiters {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class StatePersister {
  private dirty = false;
  private writing = false;
  private failures = 0;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private immediate: ReturnType<typeof setImmediate> | undefined;
  /** Callers of durable() waiting for the next write to begin and end. */
  private waiting: Waiters | undefined;

  constructor(
    private readonly file: DurableFile,
    private readonly snapshot: () => string,
    private readonly options: PersisterOptions,
  ) {}

  /** A change that may be written a little later. */
  changed(): void {
    this.dirty = true;
    if (this.writing || this.retry || this.debounce || this.immediate) return;
    this.debounce = setTimeout(() => void this.run(), this.options.debounceMs);
    // Never keep the process alive for a pending write: the exit handlers write synchronously.
    this.debounce.unref?.();
  }

  /** Resolves once a write begun after this call is on disk; rejects if that write fails. */
  durable(): Promise<void> {
    this.dirty = true;
    this.waiting ??= waiters();
    const { promise } = this.waiting;
    this.runSoon();
    return promise;
  }

  /** Writes now, synchronously (start-up, reset, shutdown). Never throws: a failure is logged and retried. */
  writeNow(): boolean {
    this.clearTimers();
    const batch = this.waiting;
    this.waiting = undefined;
    try {
      this.file.writeSync(this.snapshot());
      this.dirty = false;
      this.succeeded();
      batch?.resolve();
      return true;
    } catch (error) {
      this.failed(error);
      batch?.reject(error);
      return false;
    }
  }

  /** Whether every change so far is on disk. */
  get settled(): boolean {
    return !this.dirty && !this.writing;
  }

  private runSoon(): void {
    if (this.writing || this.immediate) return;
    this.clearTimers();
    // On the next turn, so every request handled in this one shares the write.
    this.immediate = setImmediate(() => void this.run());
  }

  private clearTimers(): void {
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
    if (this.immediate) clearImmediate(this.immediate);
    this.debounce = this.retry = this.immediate = undefined;
  }

  private async run(): Promise<void> {
    this.clearTimers();
    if (this.writing) return;
    const batch = this.waiting;
    this.waiting = undefined;
    if (!this.dirty && !batch) return;
    this.writing = true;
    this.dirty = false;
    try {
      // Inside the try: a state too large to stringify is a failed write like any other.
      await this.file.write(this.snapshot());
      this.succeeded();
      batch?.resolve();
    } catch (error) {
      this.failed(error);
      batch?.reject(error);
    } finally {
      this.writing = false;
    }
    if (this.waiting) this.runSoon();
    else if (this.dirty && !this.retry) this.changed();
  }

  private succeeded(): void {
    if (this.failures > 0) this.options.warn(`[state] ${this.file.path} written again after ${this.failures} failed attempt(s)`);
    this.failures = 0;
  }

  private failed(error: unknown): void {
    this.dirty = true;
    this.failures++;
    const delay = Math.min(this.options.retryMs * 2 ** (this.failures - 1), MAX_RETRY_MS);
    this.options.warn(`[state] could not write ${this.file.path}: ${messageOf(error)}; retrying in ${delay} ms (serving from memory meanwhile)`);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.run(), delay);
    this.retry.unref?.();
  }
}
