// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listAddresses } from '../../../src/api/address';
import type { Address } from '../../../src/contract';
import { failureFor, renderNodes, startLoggedInEachTest } from '../../test-utils';
import { WEST_LAKE } from '../../test-addresses';
import example from './example.json';
import addressList from './widget';

vi.mock('../../../src/api/address', () => ({ listAddresses: vi.fn() }));
const list = vi.mocked(listAddresses);

const address = (id: number, full_name: string, is_default: 0 | 1): Address => ({
  id,
  full_name,
  mobile: '13800138000',
  ...WEST_LAKE,
  address: `文三路${id}号`,
  is_default,
});

startLoggedInEachTest();

describe('system:address-list', () => {
  it('accepts its example and refuses an outside return path', () => {
    expect(addressList.validate(example.props)).toBe(true);
    expect(addressList.validate({ redirect: '//evil.example' })).toBe(false);
  });

  it('chooses an address and returns to the confirm page with its id', async () => {
    list.mockResolvedValueOnce({ list: [address(1, '张三', 1), address(2, '李四', 0)] });
    const redirect = '/mall/confirm?buy_product=%7B%7D&address_id=1';
    const page = await renderNodes([addressList], [{ ...example, props: { address_id: '1', redirect } }]);
    const first = await screen.findByRole('button', { name: /张三/ });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    // The default address is marked as such, the other is not.
    expect(within(first).getByText('默认')).toBeVisible();
    expect(within(screen.getByRole('button', { name: /李四/ })).queryByText('默认')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /李四/ }));
    expect(page.visited).toEqual(['/mall/confirm?buy_product=%7B%7D&address_id=2']);
    expect(screen.getByRole('link', { name: '新增收货地址' }).getAttribute('href')).toBe(`/mall/address/add?redirect=${encodeURIComponent(redirect)}`);
  });

  it('without a return path only lists, and says when there is nothing', async () => {
    list.mockResolvedValueOnce({ list: [] });
    await renderNodes([addressList], [example]);
    expect(await screen.findByText('还没有收货地址')).toBeVisible();
    expect(screen.getByRole('link', { name: '新增收货地址' }).getAttribute('href')).toBe('/mall/address/add');
  });

  it('a list that failed on an ignore-list code shows 加载失败, 请稍后重试 and a reload, never its msg (CONTRACT §5)', async () => {
    const { error, toasts } = await failureFor({ code: 160001, msg: '地址服务降级中', data: null });
    list.mockRejectedValueOnce(error).mockResolvedValueOnce({ list: [address(1, '张三', 1)] });
    await renderNodes([addressList], [example]);
    expect((await screen.findByRole('alert')).textContent).toBe('!加载失败请稍后重试重新加载');
    expect(screen.queryByText(/地址服务降级中/)).toBeNull();
    expect(toasts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('文三路1号', { exact: false })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
