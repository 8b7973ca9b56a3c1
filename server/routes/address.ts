/** Delivery addresses: list, get, add (validated) and pasted-text recognition. */
import type { Address, AddressList } from '../../src/contract/index.ts';
import { answer, num, requireCustomer, str, type App, type Deps } from '../context.ts';
import { ApiError, CODE } from '../envelope.ts';
import type { AddressRec } from '../model.ts';
import { parseAddress } from '../address-parser.ts';

/** Enough for anyone; it also keeps one customer from growing the state file without end. */
const MAX_ADDRESSES = 50;

export function toAddress({ customer_id: _owner, ...address }: AddressRec): Address {
  return address;
}

/** Default address first, then newest first. */
export function addressesOf(deps: Deps, customerId: number): AddressRec[] {
  return deps.store.state.addresses
    .filter((a) => a.customer_id === customerId)
    .sort((a, b) => b.is_default - a.is_default || b.id - a.id);
}

/** Checks presence in the order of mall-spec §5, then that the region ids are known. */
function validate(form: Record<string, string>): void {
  if (!form.full_name) throw new ApiError(CODE.BAD_PARAM, '请输入姓名');
  if (!form.mobile) throw new ApiError(CODE.BAD_PARAM, '请输入手机号码');
  if (!form.province || !form.city || !form.area) throw new ApiError(CODE.BAD_PARAM, '请选择省市区');
  if (!form.address) throw new ApiError(CODE.BAD_PARAM, '请输入详细地址');
  if (!/^1[3-9]\d{9}$/.test(form.mobile)) throw new ApiError(CODE.BAD_PARAM, '手机号格式不正确');
  // Any region the client's area picker offers is accepted, as long as the ids are area codes.
  if (![form.province_id, form.city_id, form.area_id].every((id) => /^\d{6}$/.test(id ?? ''))) {
    throw new ApiError(CODE.BAD_PARAM, '请选择省市区');
  }
}

export function registerAddress(app: App, deps: Deps): void {
  app.get('/v1/customer/address/list', answer((c): AddressList => {
    const customer = requireCustomer(c, deps);
    return { list: addressesOf(deps, customer.customer_id).map(toAddress) };
  }));

  app.get('/v1/customer/address/get', answer((c) => {
    const customer = requireCustomer(c, deps);
    const id = num(c, 'id') || num(c, 'address_id');
    const mine = addressesOf(deps, customer.customer_id);
    const found = id ? mine.find((a) => a.id === id) : mine[0];
    if (id && !found) throw new ApiError(CODE.NOT_FOUND, '地址不存在');
    return found ? toAddress(found) : null;
  }));

  app.post('/v1/customer/address/add', answer(async (c) => {
    const customer = requireCustomer(c, deps);
    const keys = ['full_name', 'mobile', 'province', 'province_id', 'city', 'city_id', 'area', 'area_id', 'address'] as const;
    const form = Object.fromEntries(keys.map((k) => [k, str(c, k).trim()])) as Record<(typeof keys)[number], string>;
    validate(form);
    const state = deps.store.state;
    const mine = state.addresses.filter((a) => a.customer_id === customer.customer_id);
    if (mine.length >= MAX_ADDRESSES) throw new ApiError(CODE.BAD_PARAM, `最多保存${MAX_ADDRESSES}个收货地址`);
    const isDefault = num(c, 'default') === 1 || mine.length === 0;
    const formerDefaults = mine.filter((a) => a.is_default === 1);
    if (isDefault) mine.forEach((a) => (a.is_default = 0));
    const id = ++state.seq.address;
    const added: AddressRec = { id, customer_id: customer.customer_id, ...form, is_default: isDefault ? 1 : 0 };
    state.addresses.push(added);
    deps.store.changed();
    try {
      await deps.store.persist();
    } catch {
      // Not on disk, so not added: the answer says so and the state agrees.
      state.addresses = state.addresses.filter((a) => a !== added);
      formerDefaults.forEach((a) => (a.is_default = 1));
      deps.store.changed();
      throw new ApiError(CODE.NOT_SAVED, '系统繁忙，地址未能保存，请稍后重试');
    }
    return { id };
  }));

  app.post('/v1/address/format', answer((c) => {
    const text = str(c, 'address').trim();
    if (!text) throw new ApiError(CODE.BAD_PARAM, '请粘贴需要识别的地址');
    return parseAddress(text);
  }));
}
