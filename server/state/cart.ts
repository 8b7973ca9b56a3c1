/**
 * The `buy_product` parameter of order confirm and create: `{ "<bought id>": qty }`, as an object
 * or its JSON text. Keys must be canonical ids: `"1044"`, never `"1044.0"` or `"01044"`, which
 * Number() reads as the same id and so once let one product be bought three times past its stock.
 */
import { ApiError, CODE } from '../envelope.ts';

const CANONICAL_ID = /^[1-9]\d{0,14}$/;
const MAX_LINES = 50;
export const MAX_QTY = 99;

function cartObject(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError(CODE.BAD_PARAM, '请选择要购买的商品');
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ApiError(CODE.BAD_PARAM, '请选择要购买的商品');
}

/** A whole number of units, as a number or a string of digits (the wire is loose about numbers). */
function quantity(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d{1,3}$/.test(value)) return Number(value);
  return Number.NaN;
}

/** Bought id → units, merged by id. */
export function readCart(raw: unknown): Map<number, number> {
  const entries = Object.entries(cartObject(raw));
  if (entries.length === 0) throw new ApiError(CODE.BAD_PARAM, '请选择要购买的商品');
  if (entries.length > MAX_LINES) throw new ApiError(CODE.BAD_PARAM, `一次最多购买${MAX_LINES}种商品`);
  const cart = new Map<number, number>();
  for (const [key, value] of entries) {
    if (!CANONICAL_ID.test(key)) throw new ApiError(CODE.BAD_PARAM, '商品编号不正确');
    const qty = quantity(value);
    if (!Number.isInteger(qty) || qty < 1 || qty > MAX_QTY) throw new ApiError(CODE.BAD_PARAM, '购买数量不正确');
    const id = Number(key);
    cart.set(id, (cart.get(id) ?? 0) + qty);
  }
  return cart;
}
