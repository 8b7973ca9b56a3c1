// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { registerCorePaths } from '../../core/navigation';
import UnmatchedPage from './UnmatchedPage';

function renderAt(path: string) {
  registerCorePaths({ login: '/mall/login', home: '/mall/portal', download: '/gzj/download' });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<UnmatchedPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('a path the route table does not draw', () => {
  it('an app-only route of platform-spec §2 offers the app under its own title, also with parameters', () => {
    renderAt('/vote/rank-list');
    expect(screen.getByRole('heading', { name: '排行榜' })).toBeTruthy();
    expect(document.title).toBe('排行榜');
    cleanup();
    renderAt('/red-packet-full/game/12');
    expect(screen.getByRole('heading', { name: '红包雨' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载公主购APP' }).getAttribute('href')).toBe('/gzj/download');
  });

  it('anything else is not found, with its path and a way home', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(document.title).toBe('页面不存在');
    expect(screen.getByText('/no/such/page')).toBeTruthy();
  });
});
