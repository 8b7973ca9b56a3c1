// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setHost } from '../../core/host/test-host';
import { registerCorePaths } from '../../core/navigation';
import { requestLogin, useSession } from '../../core/session';
import { sessionDecided, sessionDeciding } from '../../core/session/started';
import { RequireLogin } from './RequireLogin';

vi.mock('../../core/host/current', () => import('../../core/host/test-host').then((m) => m.currentHostStandIn));
// The host's own login is asked, not performed.
vi.mock('../../core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/session')>()),
  requestLogin: vi.fn(async () => undefined),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  registerCorePaths({ login: '/mall/login', home: '/mall/portal', download: '/gzj/download' });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/mall/setting" element={<RequireLogin><p>settings</p></RequireLogin>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  setHost('browser');
});

afterEach(() => {
  cleanup();
  useSession.getState().setToken(null);
});

describe('RequireLogin', () => {
  it.each(['app', 'browser'] as const)('in the %s, while start-up is still deciding the session, waits: nobody is sent or asked to log in', (where) => {
    setHost(where);
    sessionDeciding();
    renderAt('/mall/setting');
    expect(screen.getByRole('status', { name: '加载中' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('where')).toBeNull();
    // The app hands its token over, slowly: the screen is drawn, and the host was never asked to log in.
    act(() => {
      useSession.getState().setToken('token-from-the-app');
      sessionDecided();
    });
    expect(screen.getByText('settings')).toBeVisible();
    expect(requestLogin).not.toHaveBeenCalled();
  });

  it.each(['browser', 'wechat'] as const)('in the %s, sends a visitor who arrives without a session to the SMS login, to come back', (where) => {
    setHost(where);
    renderAt('/mall/setting?tab=1');
    expect(screen.getByTestId('where').textContent).toBe('/mall/login?redirect=%2Fmall%2Fsetting%3Ftab%3D1');
    expect(requestLogin).not.toHaveBeenCalled();
  });

  it.each(['app', 'miniprogram'] as const)('in the %s, asks the host to log the visitor in, then draws the screen once it hands a token back', async (where) => {
    setHost(where);
    renderAt('/mall/setting?tab=1');
    expect(await screen.findByRole('heading', { name: '请先登录' })).toBeVisible();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(requestLogin).toHaveBeenCalledTimes(1);
    act(() => useSession.getState().setToken('token-from-host'));
    expect(screen.getByText('settings')).toBeVisible();
    expect(screen.queryByRole('heading', { name: '请先登录' })).toBeNull();
  });

  it('leaves a session that ends on the page to whoever ended it (logout goes home)', () => {
    useSession.getState().setToken('t');
    renderAt('/mall/setting');
    expect(screen.getByText('settings')).toBeVisible();
    act(() => useSession.getState().setToken(null));
    expect(screen.queryByText('settings')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
