// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAddress, recognizeAddress } from '../../../src/api/address';
import { toast } from '../../../src/core/feedback';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import { WEST_LAKE } from '../../test-addresses';
import example from './example.json';
import addressAdd from './widget';

vi.mock('../../../src/api/address', () => ({ addAddress: vi.fn(), recognizeAddress: vi.fn() }));
vi.mock('../../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
const add = vi.mocked(addAddress);
const recognise = vi.mocked(recognizeAddress);

startLoggedInEachTest();
beforeEach(() => sessionStorage.clear());

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));

const FOUND = {
  full_name: '王五',
  mobile: '13700137000',
  ...WEST_LAKE,
  address: '文三路1号',
};

describe('system:address-add', () => {
  it('accepts its example and only in-app return paths', () => {
    expect(addressAdd.validate(example.props)).toBe(true);
    expect(addressAdd.validate({ redirect: '/mall/confirm?a=1' })).toBe(true);
    expect(addressAdd.validate({ redirect: '//evil.example/' })).toBe(false);
    expect(addressAdd.validate({ redirect: 'https://evil.example/' })).toBe(false);
  });

  it('says what is missing, in the order of mall-spec §5, and calls nothing', async () => {
    await renderNodes([addressAdd], [example]);
    await save();
    type('请输入姓名', '张三');
    await save();
    type('请输入手机号码', '13800138000');
    await save();
    expect(vi.mocked(toast).mock.calls.map(([message]) => message)).toEqual(['请输入姓名', '请输入手机号码', '请选择省市区']);
    expect(add).not.toHaveBeenCalled();
  });

  it('shows 识别 only for a non-empty paste, fills the form from the answer and saves it', async () => {
    recognise.mockResolvedValueOnce(FOUND);
    add.mockResolvedValueOnce({ id: 42 });
    const page = await renderNodes([addressAdd], [{ ...example, props: { redirect: '/mall/confirm?buy_product=%7B%7D' } }]);
    expect(screen.queryByRole('button', { name: '识别' })).toBeNull();
    fireEvent.change(screen.getByLabelText('智能识别'), { target: { value: '   ' } });
    expect(screen.queryByRole('button', { name: '识别' })).toBeNull();
    fireEvent.change(screen.getByLabelText('智能识别'), { target: { value: '王五 13700137000 浙江省杭州市西湖区文三路1号' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '识别' })));
    expect(recognise).toHaveBeenCalledWith({ address: '王五 13700137000 浙江省杭州市西湖区文三路1号' });
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入姓名').value).toBe('王五');
    expect(screen.getByRole('button', { name: '所在地区 浙江省 杭州市 西湖区' })).toBeVisible();
    fireEvent.click(screen.getByRole('switch'));
    await save();
    expect(add).toHaveBeenCalledWith({ ...FOUND, default: 1 });
    expect(page.visited).toEqual(['/mall/confirm?buy_product=%7B%7D&address_id=42']);
  });

  it('keeps everything typed when the save fails', async () => {
    recognise.mockResolvedValueOnce(FOUND);
    add.mockRejectedValueOnce(new Error('network'));
    const page = await renderNodes([addressAdd], [example]);
    fireEvent.change(screen.getByLabelText('智能识别'), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '识别' })));
    type('街道、楼牌号等', '文三路2号');
    await save();
    expect(add).toHaveBeenCalledTimes(1);
    expect(page.visited).toEqual([]);
    expect(screen.getByPlaceholderText<HTMLTextAreaElement>('街道、楼牌号等').value).toBe('文三路2号');
    expect(JSON.parse(sessionStorage.getItem('address-add-draft') ?? '{}').address).toBe('文三路2号');
  });
});
