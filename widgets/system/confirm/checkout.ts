/** The confirm page's data rules (mall-spec §5 and §7), pure: what the address asks for, what submit sends. */
import type { Address, ConfirmAddress } from '../../../src/contract';
import type { ConfirmOrderRequest, CreateOrderRequest } from '../../../src/api/order';

export const CHOOSE_PAYMENT = '请选择支付方式';
export const CHOOSE_ADDRESS = '请选择收货地址';

/** The confirm page's address parameters: the purchase, the chosen address, and WeChat's return. */
export interface ConfirmProps {
  /** JSON `{"<product id>": quantity}`, as goods detail wrote it. */
  buy_product: string;
  sale_type?: string | number;
  store_share?: string | number;
  agency_store_id?: string | number;
  address_id?: string | number;
  code?: string;
  state?: string;
  /** Who shared the goods link (`/share/goods/{id}`): sent with the order. */
  inviter?: string | number;
  uid?: string | number;
}

/** product id → quantity, or null when the address does not hold a purchase. */
export function parseBuyProduct(text: string): Record<string, number> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed as Record<string, unknown>);
  const valid = entries.every(([id, qty]) => /^[0-9]+$/.test(id) && Number.isInteger(qty) && (qty as number) > 0);
  return entries.length && valid ? (Object.fromEntries(entries) as Record<string, number>) : null;
}

export function confirmRequestOf(props: ConfirmProps): ConfirmOrderRequest | null {
  const buyProduct = parseBuyProduct(props.buy_product);
  if (!buyProduct) return null;
  return {
    buy_product: buyProduct,
    sale_type: props.sale_type,
    store_share: props.store_share,
    agency_store_id: props.agency_store_id,
  };
}

/** The delivery address as the page shows it, whichever call it came from. */
export interface DeliveryAddress {
  id: number;
  name: string;
  mobile: string;
  place: string;
}

export function deliveryOf(address: ConfirmAddress | Address): DeliveryAddress {
  return {
    id: 'address_id' in address ? address.address_id : address.id,
    name: address.full_name,
    mobile: address.mobile,
    place: [address.province, address.city, address.area, address.address].filter(Boolean).join(' '),
  };
}

export interface Choices {
  addressId: number | null;
  paymentId: number | null;
  /** seller id → what the shopper wrote. */
  remarks: Record<string, string>;
}

export type ChoiceCheck = { ok: false; problem: string } | { ok: true; addressId: number; paymentId: number };

/** mall-spec §5: the payment method is asked for first, then the address. */
export function checkChoices({ paymentId, addressId }: Pick<Choices, 'paymentId' | 'addressId'>): ChoiceCheck {
  if (paymentId === null) return { ok: false, problem: CHOOSE_PAYMENT };
  if (addressId === null) return { ok: false, problem: CHOOSE_ADDRESS };
  return { ok: true, addressId, paymentId };
}

/** Only remarks with something in them are sent, trimmed. */
export function remarksToSend(remarks: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(remarks)
      .map(([sellerId, text]) => [sellerId, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** mall-spec §7: the confirm payload plus address_id, payment_id, remark (seller id → text) and open_id. */
export interface OrderChoices {
  addressId: number;
  paymentId: number;
  remarks: Record<string, string>;
  openId: string;
}

/** Who shared the goods link the purchase came from, as far as the address says. */
export type SharedBy = Pick<CreateOrderRequest, 'inviter' | 'uid'>;

export function sharedByOf({ inviter, uid }: Pick<ConfirmProps, 'inviter' | 'uid'>): SharedBy {
  return { ...(inviter === undefined ? {} : { inviter }), ...(uid === undefined ? {} : { uid }) };
}

export function createRequestOf(
  confirm: ConfirmOrderRequest,
  { addressId, paymentId, remarks, openId }: OrderChoices,
  sharedBy: SharedBy = {},
): CreateOrderRequest {
  return { ...confirm, ...sharedBy, address_id: addressId, payment_id: paymentId, remark: remarksToSend(remarks), open_id: openId };
}
