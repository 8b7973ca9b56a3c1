import { describe, expect, it } from 'vitest';
import { WEST_LAKE } from '../../test-addresses';
import { applyRecognised, EMPTY_DRAFT, firstProblem, toAddressForm, type AddressDraft } from './address-form';

const COMPLETE: AddressDraft = {
  full_name: ' 张三 ',
  mobile: '13800138000',
  province: { name: '浙江省', code: '330000' },
  city: { name: '杭州市', code: '330100' },
  area: { name: '西湖区', code: '330106' },
  address: '文三路 1 号',
  isDefault: true,
};

describe('address form', () => {
  it('reports the first missing field in the order of mall-spec §5', () => {
    expect(firstProblem(EMPTY_DRAFT)).toBe('请输入姓名');
    expect(firstProblem({ ...EMPTY_DRAFT, full_name: '张三' })).toBe('请输入手机号码');
    expect(firstProblem({ ...EMPTY_DRAFT, full_name: '张三', mobile: '138' })).toBe('请选择省市区');
    expect(firstProblem({ ...COMPLETE, area: null })).toBe('请选择省市区');
    expect(firstProblem({ ...COMPLETE, address: '  ' })).toBe('请输入详细地址');
    expect(firstProblem({ ...COMPLETE, full_name: ' ', address: '' })).toBe('请输入姓名');
    expect(firstProblem(COMPLETE)).toBeNull();
  });

  it('sends names and ids of each region and default as 1 or 0', () => {
    expect(toAddressForm(COMPLETE)).toEqual({
      full_name: '张三',
      mobile: '13800138000',
      ...WEST_LAKE,
      address: '文三路 1 号',
      default: 1,
    });
    expect(toAddressForm({ ...COMPLETE, isDefault: false }).default).toBe(0);
  });

  it('fills what was recognised and keeps what was not', () => {
    const typed = { ...EMPTY_DRAFT, full_name: '李四', address: '自己写的' };
    const filled = applyRecognised(typed, {
      full_name: '',
      mobile: '13900139000',
      ...WEST_LAKE,
      address: '',
    });
    expect(filled).toMatchObject({ full_name: '李四', mobile: '13900139000', address: '自己写的', area: { name: '西湖区', code: '330106' } });
    // Half a region is not a region.
    expect(applyRecognised(typed, { province: '浙江省', province_id: '330000', city: '', city_id: '' }).province).toBeNull();
  });
});
