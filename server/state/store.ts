/**
 * The mutable state: loaded from <data-dir>/state.json, or seeded from fixtures/demo/seed-state.json
 * (whose times are relative to the moment of seeding). Every change is written back atomically
 * (temp file + rename), debounced; `flush()` writes immediately.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayNumber } from '../clock.ts';
import type { State } from '../model.ts';

/** Shifts the seed's relative times onto the real clock. */
export function instantiateSeed(seed: State, now: number): State {
  const state = structuredClone(seed);
  const shift = (t: number) => (t === 0 ? 0 : now + t);
  for (const c of state.customers) c.created_at = shift(c.created_at);
  for (const t of state.trades) t.created_at = shift(t.created_at);
  for (const o of state.orders) {
    o.created_at = shift(o.created_at);
    o.deadline = shift(o.deadline);
    o.paid_at = shift(o.paid_at);
    o.shipped_at = shift(o.shipped_at);
    o.received_at = shift(o.received_at);
    for (const p of o.parcels) for (const entry of p.track_list) entry.time = shift(entry.time);
  }
  const today = dayNumber(now);
  for (const m of Object.values(state.missions)) {
    m.signed = m.signed.map((d) => today + d);
    m.repaired = m.repaired.map((d) => today + d);
    for (const r of m.records) r.time = shift(r.time);
  }
  return state;
}

export class StateStore {
  state: State;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly file: string;

  constructor(
    private readonly dataDir: string,
    private readonly seedFile: string,
    private readonly now: () => number,
    reset: boolean,
    private readonly debounceMs = 100,
  ) {
    this.file = join(dataDir, 'state.json');
    this.state = !reset && existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as State) : this.seed();
    if (reset || !existsSync(this.file)) this.flush();
  }

  private seed(): State {
    return instantiateSeed(JSON.parse(readFileSync(this.seedFile, 'utf8')) as State, this.now());
  }

  reset(): void {
    this.state = this.seed();
    this.flush();
  }

  /** Call after every mutation. */
  changed(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.debounceMs);
    // Never keep the process alive just for a pending write; exit handlers flush.
    this.timer.unref?.();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    mkdirSync(this.dataDir, { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state));
    renameSync(temp, this.file);
  }
}
