/**
 * CONTRACT §3: a page's own status, title, update time, style and share never stop it from drawing. A
 * back office stores them as form input (`"status": 1`, a colour picked as a name), and the nodes are
 * what the shopper came for.
 */
import type { Validator } from './inspect';

type Fields = Record<string, unknown>;

const FORGIVEN: ReadonlySet<string> = new Set(['status', 'title', 'updated_at', 'style', 'share']);

/** `/style/bg_color` → `['style', 'bg_color']` (a JSON pointer, unescaped). */
const keysOf = (pointer: string) => pointer.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fields` without the value at `keys`, copied along the way (the input is the caller's). */
function without(fields: Fields, [key, ...rest]: string[]): Fields {
  if (key === undefined || !(key in fields)) return fields;
  const copy = { ...fields };
  if (rest.length === 0) delete copy[key];
  else {
    const inner = copy[key];
    if (isFields(inner)) copy[key] = without(inner, rest);
  }
  return copy;
}

/**
 * Checks a (migrated) page document with its schema's `validate`, forgiving its own fields: any status
 * but `"draft"` is published, and a title, update time, style or share (or a part of one) the schema
 * refuses is left out, so its default applies. Anything else the schema refuses stands:
 * `validate.errors` then say what.
 */
export function checkPageFields(document: Fields, validate: Validator): { ok: boolean; document: Fields } {
  let read: Fields = { ...document, status: document.status === 'draft' ? 'draft' : 'published' };
  if (validate(read)) return { ok: true, document: read };
  const forgiven = (validate.errors ?? []).filter((error) => FORGIVEN.has(keysOf(error.instancePath)[0] ?? ''));
  if (forgiven.length === 0) return { ok: false, document: read };
  for (const error of forgiven) {
    const extra = error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined;
    read = without(read, [...keysOf(error.instancePath), ...(typeof extra === 'string' ? [extra] : [])]);
  }
  return { ok: validate(read), document: read };
}
