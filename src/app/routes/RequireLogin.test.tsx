// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { registerCorePaths } from '../../core/navigation';
import { useSession } from '../../core/session';
import { RequireLogin } from './RequireLogin';

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

afterEach(() => {
  cleanup();
  useSession.getState().setToken(null);
});

describe('RequireLogin', () => {
  it('sends a visitor who arrives without a session to login, to come back', () => {
    renderAt('/mall/setting?tab=1');
    expect(screen.getByTestId('where').textContent).toBe('/mall/login?redirect=%2Fmall%2Fsetting%3Ftab%3D1');
  });

  it('leaves a session that ends on the page to whoever ended it (logout goes home)', () => {
    useSession.getState().setToken('t');
    renderAt('/mall/setting');
    expect(screen.getByText('settings')).toBeTruthy();
    act(() => useSession.getState().setToken(null));
    expect(screen.queryByText('settings')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
