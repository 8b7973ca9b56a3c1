// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../../src/api/customer';
import { askConfirm } from '../../../src/core/feedback/confirm';
import { endSession, useSession } from '../../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import setting from './widget';

vi.mock('../../../src/api/customer', () => ({ logout: vi.fn() }));
vi.mock('../../../src/core/feedback/confirm', () => ({ askConfirm: vi.fn() }));
vi.mock('../../../src/core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/core/session')>()),
  endSession: vi.fn(),
}));
const logoutCall = vi.mocked(logout);
const leave = vi.mocked(endSession);

startLoggedInEachTest();

describe('system:setting', () => {
  it('accepts its example and no props', () => {
    expect(setting.validate(example.props)).toBe(true);
    expect(setting.validate({ title: '设置' })).toBe(false);
  });

  it('links to certificate info, privacy policy, agreement and help', async () => {
    const page = await renderNodes([setting], [example]);
    const links = [
      ['证照信息', '/certificate-info'],
      ['隐私政策', '/mall/setting/privacy'],
      ['用户协议', '/mall/setting/agreement'],
      ['帮助中心', '/mall/setting/help'],
    ] as const;
    for (const [name, path] of links) {
      expect((await screen.findByRole('link', { name: new RegExp(name) })).getAttribute('href')).toBe(path);
    }
    fireEvent.click(screen.getByRole('link', { name: /隐私政策/ }));
    expect(page.visited).toEqual(['/mall/setting/privacy']);
  });

  it('offers logout only to a logged-in shopper', async () => {
    useSession.getState().setToken(null);
    await renderNodes([setting], [example]);
    await screen.findByRole('link', { name: /帮助中心/ });
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    act(() => useSession.getState().setToken('token-2'));
    expect(screen.getByRole('button', { name: '退出登录' })).toBeVisible();
  });

  it('asks first, and 取消 leaves without logging out', async () => {
    vi.mocked(askConfirm).mockResolvedValueOnce(false);
    await renderNodes([setting], [example]);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(askConfirm).toHaveBeenCalledWith('确定要退出登录吗？'));
    expect(logoutCall).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('logs out once however fast the shopper taps, then ends the session', async () => {
    let answer: (value: null) => void = () => {};
    vi.mocked(askConfirm).mockResolvedValue(true);
    logoutCall.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await renderNodes([setting], [example]);
    const button = await screen.findByRole('button', { name: '退出登录' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(logoutCall).toHaveBeenCalledTimes(1));
    expect(leave).not.toHaveBeenCalled();
    await act(async () => answer(null));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(askConfirm).toHaveBeenCalledTimes(1);
  });

  it('ends the session even when the server could not be told', async () => {
    vi.mocked(askConfirm).mockResolvedValueOnce(true);
    logoutCall.mockRejectedValueOnce(new Error('offline'));
    await renderNodes([setting], [example]);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });
});
