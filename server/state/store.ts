/**
 * The mutable state: loaded from <data-dir>/state.json, or seeded from fixtures/demo/seed-state.json
 * (whose times are relative to the moment of seeding). Changes are written back atomically and
 * durably (durable-file.ts): debounced with `changed()`, before the answer with `persist()`.
 * A failed write never stops the server (persister.ts); an unusable file is moved aside (state-file.ts).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayNumber } from '../clock.ts';
import type { State } from '../model.ts';
import { DurableFile, nodeFileIo } from './durable-file.ts';
import { StatePersister, type KeptFileOptions } from './persister.ts';
import { loadStateFile } from './state-file.ts';

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
    for (const f of m.friends ?? []) f.time = shift(f.time);
  }
  return state;
}

/** `now`: seed times are shifted onto it; `reset`: reseed instead of loading state.json; `warn`: shown even with --quiet. */
export interface StoreOptions extends KeptFileOptions {
  seedFile: string;
}

export class StateStore {
  state: State;
  readonly file: string;
  private readonly persister: StatePersister;

  constructor(private readonly options: StoreOptions) {
    this.file = join(options.dataDir, 'state.json');
    mkdirSync(options.dataDir, { recursive: true });
    const loaded = options.reset ? undefined : loadStateFile(this.file, options.warn);
    this.state = loaded ?? this.seed();
    const durable = new DurableFile(this.file, options.io ?? nodeFileIo);
    this.persister = new StatePersister(durable, () => JSON.stringify(this.state), options);
    if (!loaded) this.persister.writeNow();
  }

  private seed(): State {
    return instantiateSeed(JSON.parse(readFileSync(this.options.seedFile, 'utf8')) as State, this.options.now());
  }

  reset(): void {
    this.state = this.seed();
    this.persister.writeNow();
  }

  /** Call after every mutation; written shortly after. */
  changed(): void {
    this.persister.changed();
  }

  /** Call after a mutation the answer vouches for (an order, an address): resolves once it is on disk, rejects if it could not be written. */
  persist(): Promise<void> {
    return this.persister.durable();
  }

  /** Writes pending changes now (shutdown). Never throws; a failure is logged. */
  flush(): void {
    if (!this.persister.settled) this.persister.writeNow();
  }
}
