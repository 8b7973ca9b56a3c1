import { isRecord } from '../../contract/read';
import type { SessionState } from './store';
import { textOrNull } from './stored';

type SavedField = Exclude<keyof SessionState, 'loading'>;

/** A field as saved, or undefined where it is not of its type (the field then keeps its default). */
type FieldReader<K extends SavedField> = (value: unknown) => SessionState[K] | undefined;

const recordOrNull = (value: unknown): Record<string, unknown> | null | undefined => (value === null || isRecord(value) ? value : undefined);
const anyValue = (value: unknown): unknown => value;

const readers: { [K in SavedField]: FieldReader<K> } = {
  token: textOrNull,
  deviceId: textOrNull,
  openId: textOrNull,
  systemConfig: recordOrNull,
  userInfo: recordOrNull,
  isOpenVip: (value) => (typeof value === 'string' ? value : undefined),
  inviteInfo: (value) => recordOrNull(value) as SessionState['inviteInfo'] | undefined,
  orderLotteryRule: anyValue,
  giveGiftsRule: anyValue,
  scanRule: anyValue,
  isAbleSensors: (value) => (typeof value === 'boolean' ? value : undefined),
  voteReportInfo: (value) => recordOrNull(value) as SessionState['voteReportInfo'] | undefined,
  promotionResults: recordOrNull,
  orderInfo: (value) => (isRecord(value) && 'address' in value ? { address: value.address } : undefined),
  buyData: anyValue,
};

/**
 * The session fields a tab saved, each read as its type: sessionStorage is the page's to edit, and an
 * earlier release or a hand may have left anything there. What is not of its type, or not a field, is
 * left out, so the store's default stands; the first-reads script reads the credentials the same way.
 */
export function sessionFromSaved(saved: Record<string, unknown> | null): Partial<SessionState> {
  const session: Partial<SessionState> = {};
  if (saved) for (const name of Object.keys(readers) as SavedField[]) copyField(name, saved, session);
  return session;
}

function copyField<K extends SavedField>(name: K, saved: Record<string, unknown>, session: Partial<SessionState>): void {
  const value = readers[name](saved[name]);
  if (value !== undefined) session[name] = value;
}
