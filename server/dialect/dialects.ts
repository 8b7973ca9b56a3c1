/**
 * Dialects (issue 18): the same data written as different back ends write it, so the client can be
 * tested against each. `strict` is this server's own wire (the types of src/contract/); `loose` is a PHP-style
 * back office (loose.ts); `minimal` sends only the fields mall-spec §3 lists (minimal.ts).
 */
import { loosen, loosenDocument } from './loose.ts';
import { minimize } from './minimal.ts';

export const DIALECTS = ['strict', 'loose', 'minimal'] as const;

export type Dialect = (typeof DIALECTS)[number];

export function isDialect(value: unknown): value is Dialect {
  return typeof value === 'string' && (DIALECTS as readonly string[]).includes(value);
}

/**
 * Page documents: their contract is the JSON schema in schemas/. The loose dialect writes them as a back
 * office stores form input (numbers and flags as text, loose.ts); the minimal one has nothing to remove.
 * (Hostile answers leave them alone: a rewritten one would no longer validate.)
 */
export const PAGE_DOCUMENTS: ReadonlySet<string> = new Set(['/v1/component/page/info/get', '/v1/component/page/preview']);

/** An answer's `data` for the call at `path`, as `dialect` writes it. */
export function speak(dialect: Dialect, path: string, data: unknown): unknown {
  if (PAGE_DOCUMENTS.has(path)) return dialect === 'loose' ? loosenDocument(data) : data;
  if (dialect === 'loose') return loosen(data);
  if (dialect === 'minimal') return minimize(path, data);
  return data;
}

/** The dialect in use; a test can switch it (POST /__admin/dialect) and a reset brings back the one started with. */
export class DialectSwitch {
  private now: Dialect;

  constructor(readonly startedWith: Dialect) {
    this.now = startedWith;
  }

  get current(): Dialect {
    return this.now;
  }

  set(dialect: Dialect): void {
    this.now = dialect;
  }

  restore(): void {
    this.now = this.startedWith;
  }
}
