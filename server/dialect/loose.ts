/**
 * The loose dialect: the same data as a PHP-style back office writes it, everything CONTRACT §5
 * ("Wire tolerance") says a client must read all the same:
 * - flags come as `true/false`, `"1"/"0"` or `1/0`, in turn, so one answer shows every form;
 * - every other number comes as its decimal string ("1001", "59.9");
 * - an empty string field is `""` or `null`, an empty list field `[]` or `null`, in turn;
 * - the top-level data object carries one field the client does not know.
 * The turns restart with every answer, so the same data always reads the same (a primed read in a
 * page and the same read fetched later are identical).
 */

/** The fields typed `Flag` in src/contract/ (`default` is the add form's, sent rather than answered). */
export const FLAG_FIELDS: ReadonlySet<string> = new Set([
  'alone', 'seller_is_dealer', 'is_favorite', 'is_dealer', 'is_default', 'default', 'pay_status', 'trade_btn',
  'after_sale_btn', 'confirm_btn', 'is_refund_btn', 's_is_open_sence', 'remind',
]);

/** The field a client must ignore. */
export const UNKNOWN_FIELD = 'x_unknown_field';

type FlagForm = (on: boolean) => boolean | string | number;

/** In this order, one after another over an answer's flags. */
export const FLAG_FORMS: readonly FlagForm[] = [(on) => on, (on) => (on ? '1' : '0'), (on) => (on ? 1 : 0)];

/** A flag's value when `value` is one (any boolean, or 0/1 in any form in a Flag field); otherwise undefined. */
function flagOf(field: string | undefined, value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (field === undefined || !FLAG_FIELDS.has(field)) return undefined;
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0') return false;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where each rotation stands within one answer. */
interface Turns {
  flag: number;
  emptyString: number;
  emptyList: number;
}

/** `field` is the key `value` sits under; undefined for list items and the top level, which are not optional fields. */
function loosenValue(value: unknown, field: string | undefined, turns: Turns): unknown {
  const flag = flagOf(field, value);
  if (flag !== undefined) return FLAG_FORMS[turns.flag++ % FLAG_FORMS.length]!(flag);
  if (typeof value === 'number') return String(value);
  if (value === '' && field !== undefined) return turns.emptyString++ % 2 === 0 ? '' : null;
  if (Array.isArray(value)) {
    if (value.length === 0 && field !== undefined) return turns.emptyList++ % 2 === 0 ? [] : null;
    return value.map((item) => loosenValue(item, undefined, turns));
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, loosenValue(item, key, turns)]));
  return value;
}

/** An answer's data in the loose dialect. */
export function loosen(data: unknown): unknown {
  const loose = loosenValue(data, undefined, { flag: 0, emptyString: 0, emptyList: 0 });
  return isRecord(loose) ? { ...loose, [UNKNOWN_FIELD]: '1' } : loose;
}

/** A document value as a back office's forms store it: numbers as their text, flags in every form. */
function asFormInput(value: unknown, turns: { flag: number }): unknown {
  if (typeof value === 'boolean') return FLAG_FORMS[turns.flag++ % FLAG_FORMS.length]!(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => asFormInput(item, turns));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asFormInput(item, turns)]));
  return value;
}

/**
 * A page document in the loose dialect (CONTRACT §3, last bullet): every number as text (`"id": "101"`,
 * `"columns": "4"`, `"margin": ["8", "12"]`) and every flag as `true`, `"1"` or `1` in turn. Texts are
 * kept: a document's empty text is a value its schema checks, not an absent answer field.
 */
export function loosenDocument(document: unknown): unknown {
  return asFormInput(document, { flag: 0 });
}
