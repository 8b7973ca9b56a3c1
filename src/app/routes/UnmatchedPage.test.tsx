// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getComponentPage } from '../../api/component';
import { getSystemConfig } from '../../api/system';
import type { SystemConfig } from '../../contract';
import { setHost } from '../../core/host/test-host';
import { registerCorePaths } from '../../core/navigation';
import UnmatchedPage from './UnmatchedPage';

vi.mock('../../api/system', () => ({ getSystemConfig: vi.fn() }));
vi.mock('../../api/component', () => ({ getComponentPage: vi.fn(), previewComponentPage: vi.fn(), getNavConfig: vi.fn(), receiveCoupon: vi.fn() }));
vi.mock('../../core/host/current', () => import('../../core/host/test-host').then((m) => m.currentHostStandIn));

const configWith = (route_pages: Record<string, number>): SystemConfig => ({
  service_rule_url: '', privacy_rule_url: '', s_is_open_sence: 0, route_pages, ts: 1,
});
beforeEach(() => {
  // A plain browser: an app-only route offers the app (the other hosts: features/platform/AppOnlyPage.test.tsx).
  setHost('browser');
  vi.mocked(getSystemConfig).mockResolvedValue(configWith({}));
});

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
  it('an app-only route of platform-spec §2 offers the app under its own title, also with parameters', async () => {
    renderAt('/vote/rank-list');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('「排行榜」在公主购APP中提供');
    expect(document.title).toBe('排行榜');
    cleanup();
    renderAt('/red-packet-full/game/12');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('「红包雨」在公主购APP中提供');
    expect(screen.getByText(/红包雨需要在公主购APP中使用/).textContent).toBe('红包雨需要在公主购APP中使用。会员、金币、任务、直播、代理等全部服务都在公主购APP中。');
    expect(screen.getByRole('link', { name: '先去商城逛逛' }).getAttribute('href')).toBe('/mall/portal');
  });

  it('anything else is not found, with its path and a way home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    expect(document.title).toBe('页面不存在');
    expect(screen.getByText('/no/such/page')).toBeVisible();
  });

  it('a route the config gives a page shows that published page under the route\'s title, unless the page has one', async () => {
    vi.mocked(getSystemConfig).mockResolvedValue(configWith({ '/mission-center': 120, '/help': 116 }));
    const page = (id: number, title: string) => ({
      schema_version: 1, id, title, status: 'published', nodes: [{ id: 'n1', type: 'unknown-here', props: {} }],
    });
    vi.mocked(getComponentPage).mockImplementation(async ({ id }) => page(Number(id), Number(id) === 120 ? '' : '帮助与客服'));
    renderAt('/mission-center?from=push');
    // The component page's code arrives first (a chunk of its own).
    await vi.waitFor(() => expect(getComponentPage).toHaveBeenCalledWith({ id: '120' }, expect.anything()), { timeout: 5_000 });
    expect(document.title).toBe('任务中心');
    expect(screen.queryByRole('heading', { name: '任务中心' })).toBeNull();
    cleanup();
    renderAt('/help');
    await vi.waitFor(() => expect(document.title).toBe('帮助与客服'), { timeout: 5_000 });
    expect(getComponentPage).toHaveBeenLastCalledWith({ id: '116' }, expect.anything());
  });

  it('without the config (a failed call), a route falls back to what it shows without a page', async () => {
    vi.mocked(getSystemConfig).mockRejectedValue(new Error('offline'));
    renderAt('/vote/rank-list');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('「排行榜」在公主购APP中提供');
  });
});
