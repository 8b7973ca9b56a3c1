/**
 * Whether a parsed state.json has the shape the handlers rely on. Not a full schema: enough that a
 * file which parses but is not our state (`{}`, an old format, a hand edit gone wrong) is caught at
 * start-up instead of answering 500 to every call.
 */
type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isList = Array.isArray;
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Top-level fields and what each must be. */
const TOP: Record<string, Check> = {
  seq: (v) => isObject(v) && ['customer', 'address', 'order', 'refund'].every((k) => isNumber(v[k])),
  customers: isList,
  tokens: isObject,
  addresses: isList,
  favorites: isObject,
  follows: isObject,
  stock: isObject,
  sold: isObject,
  orders: isList,
  trades: isList,
  refunds: isList,
  coupon_remaining: isObject,
  coupon_received: isObject,
  missions: isObject,
  sms: isObject,
};

/** Fields of list entries the handlers iterate without checking. */
const ENTRIES: Record<string, Record<string, Check>> = {
  customers: { customer_id: isNumber },
  addresses: { id: isNumber, customer_id: isNumber },
  orders: { id: isNumber, customer_id: isNumber, status: isNumber, items: isList, parcels: isList, receiver: isObject },
  trades: { customer_id: isNumber, order_ids: isList },
  refunds: { customer_id: isNumber, products: isList },
};

const MISSION: Record<string, Check> = { signed: isList, repaired: isList, records: isList, missions: isObject };

/** What is wrong with `value` as a state, or undefined when it will do. */
export function stateShapeProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'not a JSON object';
  if (value.version !== 1) return `version is ${JSON.stringify(value.version)}, not 1`;
  for (const [field, check] of Object.entries(TOP)) {
    if (!check(value[field])) return `"${field}" is missing or of the wrong type`;
  }
  for (const [list, fields] of Object.entries(ENTRIES)) {
    const entries = value[list] as unknown[];
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      if (!isObject(entry)) return `${list}[${i}] is not an object`;
      for (const [field, check] of Object.entries(fields)) {
        if (!check(entry[field])) return `${list}[${i}].${field} is missing or of the wrong type`;
      }
    }
  }
  for (const [id, mission] of Object.entries(value.missions as Record<string, unknown>)) {
    if (!isObject(mission) || !Object.entries(MISSION).every(([field, check]) => check(mission[field]))) return `missions["${id}"] is malformed`;
  }
  return undefined;
}
