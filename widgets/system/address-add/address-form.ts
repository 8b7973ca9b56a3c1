/** The add-address form of mall-spec §3/§5 as pure data: the draft, its checks, what is sent. */
import type { AddressForm, AddressFormatResult } from '../../../src/contract';

export interface Region {
  name: string;
  code: string;
}

export interface AddressDraft {
  full_name: string;
  mobile: string;
  province: Region | null;
  city: Region | null;
  area: Region | null;
  address: string;
  isDefault: boolean;
}

export const EMPTY_DRAFT: AddressDraft = { full_name: '', mobile: '', province: null, city: null, area: null, address: '', isDefault: false };

/** mall-spec §5, in this order, presence only: the first missing field's message, or null. */
export function firstProblem(draft: AddressDraft): string | null {
  if (!draft.full_name.trim()) return '请输入姓名';
  if (!draft.mobile.trim()) return '请输入手机号码';
  if (!draft.province || !draft.city || !draft.area) return '请选择省市区';
  if (!draft.address.trim()) return '请输入详细地址';
  return null;
}

/** The add call's payload: names and ids of each region, and `default` as 1 or 0. */
export function toAddressForm(draft: AddressDraft): AddressForm {
  return {
    full_name: draft.full_name.trim(),
    mobile: draft.mobile.trim(),
    province: draft.province?.name ?? '',
    province_id: draft.province?.code ?? '',
    city: draft.city?.name ?? '',
    city_id: draft.city?.code ?? '',
    area: draft.area?.name ?? '',
    area_id: draft.area?.code ?? '',
    address: draft.address.trim(),
    default: (draft.isDefault ? 1 : 0),
  };
}

const region = (name: string, code: string): Region | null => (name && code ? { name, code } : null);

/**
 * Fills the form from a recognised paste: what the server found replaces the field, what it did
 * not find leaves the shopper's own typing alone. The region is taken whole or not at all.
 */
export function applyRecognised(draft: AddressDraft, found: Partial<AddressFormatResult>): AddressDraft {
  const province = region(found.province ?? '', found.province_id ?? '');
  const city = region(found.city ?? '', found.city_id ?? '');
  const area = region(found.area ?? '', found.area_id ?? '');
  const wholeRegion = province && city && area;
  return {
    ...draft,
    full_name: found.full_name || draft.full_name,
    mobile: found.mobile || draft.mobile,
    address: found.address || draft.address,
    ...(wholeRegion ? { province, city, area } : {}),
  };
}

export function regionText(draft: AddressDraft): string {
  return [draft.province?.name, draft.city?.name, draft.area?.name].filter(Boolean).join(' ');
}
