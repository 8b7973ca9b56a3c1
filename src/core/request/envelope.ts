/** Envelope codes of mall-spec §8 and what each one means for the caller. */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 30000]);
export const WHOLE_BODY_CODE = 130210;
export const THROWING_CODE = 22002;
export const NOT_LOGGED_IN_CODE = 2;
export const EXPIRED_TIMESTAMP_CODE = 10002;

/** Codes that reject quietly: the page shows its own state instead of a toast. */
export const SILENT_CODES: ReadonlySet<number> = new Set([
  ...Array.from({ length: 15 }, (_, index) => 130100 + index),
  130701,
  130900,
  160001,
  160002,
  200000,
]);

/** An answer's body as sent: its code, and its msg, data and any other field, unread. */
export interface Envelope {
  readonly code: number;
  readonly [field: string]: unknown;
}

export type EnvelopeOutcome =
  | { kind: 'raw'; value: unknown }
  | { kind: 'data'; value: unknown; envelope: Envelope }
  | { kind: 'throw'; code: number; msg: string }
  | { kind: 'unauthorized'; code: number; msg: string }
  | { kind: 'silent'; code: number }
  | { kind: 'toast'; code: number; msg: string };

function hasCode(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

export function readEnvelope(body: unknown): EnvelopeOutcome {
  if (!hasCode(body)) return { kind: 'raw', value: body };
  const { code } = body;
  const msg = typeof body.msg === 'string' ? body.msg : '';
  // 130210 hands the caller the whole body (CONTRACT §5): its data is read as on success, the rest stays with it.
  if (SUCCESS_CODES.has(code) || code === WHOLE_BODY_CODE) return { kind: 'data', value: body.data, envelope: body };
  if (code === THROWING_CODE) return { kind: 'throw', code, msg };
  if (code === NOT_LOGGED_IN_CODE) return { kind: 'unauthorized', code, msg };
  if (SILENT_CODES.has(code)) return { kind: 'silent', code };
  return { kind: 'toast', code, msg };
}
