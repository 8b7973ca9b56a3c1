/** What each envelope code of mall-spec §8 means for the caller. */
import {
  NOT_LOGGED_IN_CODE,
  SILENT_CODES,
  SUCCESS_CODES,
  THROWING_CODE,
  WHOLE_BODY_CODE,
} from '../../contract/envelope-codes.ts';

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
