// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHost } from '../../core/host/test-host';
import { registerCorePaths, registerNavigator } from '../../core/navigation';
import { requestLogin, useSession } from '../../core/session';
import HostLoginPage from './HostLoginPage';

vi.mock('../../core/host/current', () => import('../../core/host/test-host').then((m) => m.currentHostStandIn));
// The host's own login (the app's action, the mini program's page) is asked, not performed.
vi.mock('../../core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/session')>()),
  requestLogin: vi.fn(async () => undefined),
}));

const push = vi.fn();
const replace = vi.fn();
const back = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  setHost('miniprogram');
  registerCorePaths({ login: '/mall/login', home: '/mall/portal', download: '/gzj/download' });
  registerNavigator({ push, replace, back, current: () => window.location.pathname + window.location.search });
});

afterEach(() => {
  cleanup();
  useSession.getState().setToken(null);
});

/** The page at `path`, as the tab's address and the router's. */
function renderAt(path: string) {
  window.history.replaceState({ idx: 1 }, '', path);
  const page = () => (
    <MemoryRouter initialEntries={[path]}>
      <HostLoginPage />
    </MemoryRouter>
  );
  const result = render(page());
  return { rerender: () => result.rerender(page()) };
}

const notice = () => screen.getByRole('region', { name: '请先登录' });

describe('logging in through the host', () => {
  it('asks the host to log in once, however often the page draws, and says why', () => {
    const { rerender } = renderAt('/mall/setting');
    rerender();
    rerender();
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(notice().textContent).toContain('登录后即可查看该页面。');
  });

  it('on the login route, goes where the shopper was going once the host hands a token back', () => {
    renderAt('/mall/login?redirect=%2Fmall%2Forder%2Flist%3Forderindex%3D1');
    expect(replace).not.toHaveBeenCalled();
    act(() => useSession.getState().setToken('token-from-host'));
    expect(replace.mock.calls).toEqual([['/mall/order/list?orderindex=1']]);
    expect(push).not.toHaveBeenCalled();
  });

  it('on the login route without a redirect, goes home once logged in', () => {
    renderAt('/mall/login');
    act(() => useSession.getState().setToken('token-from-host'));
    expect(replace.mock.calls).toEqual([['/mall/portal']]);
  });

  it('on a login-only screen, leaves the way on to the screen itself (it draws once logged in)', () => {
    renderAt('/mall/setting?redirect=%2Felsewhere');
    act(() => useSession.getState().setToken('token-from-host'));
    expect(replace).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('登录 asks the host again; 返回 goes back', () => {
    renderAt('/mall/setting');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(requestLogin).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
