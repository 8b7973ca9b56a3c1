// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callBridge, MOVE_TO_APP_MESSAGE, type BridgeOutcome } from '../../core/bridge';
import { APP_ANSWER_MS } from '../../core/host/app-only-route';
import { setHost } from '../../core/host/test-host';
import { registerCorePaths, registerNavigator } from '../../core/navigation';
import AppOnlyPage from './AppOnlyPage';

const links = vi.hoisted(() => ({ appDownloadUrl: 'https://download.example-mall.test/app', appScheme: 'gzgapp://open?path=' }));
vi.mock('../../core/config', async (importOriginal) => {
  const { config } = await importOriginal<typeof import('../../core/config')>();
  return {
    config: {
      ...config,
      get appDownloadUrl() {
        return links.appDownloadUrl;
      },
      get appScheme() {
        return links.appScheme;
      },
    },
  };
});
vi.mock('../../core/host/current', () => import('../../core/host/test-host').then((m) => m.currentHostStandIn));
vi.mock('../../core/bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/bridge')>()),
  callBridge: vi.fn(),
}));

const answer = vi.mocked(callBridge);
const back = vi.fn();
const ROUTE = '/vote/rank-list?id=3';

beforeEach(() => {
  vi.clearAllMocks();
  answer.mockReset();
  links.appDownloadUrl = 'https://download.example-mall.test/app';
  links.appScheme = 'gzgapp://open?path=';
  registerCorePaths({ login: '/mall/login', home: '/mall/portal', download: '/gzj/download' });
  registerNavigator({ push: vi.fn(), replace: vi.fn(), back, current: () => ROUTE });
  // The first screen of this tab.
  window.history.replaceState({ idx: 0 }, '');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAt(path: string = ROUTE) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppOnlyPage title="排行榜" />
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
/** 正在打开… is shown, in a screen that says it is busy. */
function expectOpening(): void {
  const opening = screen.getByText('正在打开…');
  expect(opening).toBeVisible();
  expect(opening.closest('section')?.getAttribute('aria-busy')).toBe('true');
}

describe.each(['wechat', 'browser'] as const)('an app-only route in the %s', (where) => {
  beforeEach(() => setHost(where));

  it('offers the app: this very screen in the app, the app’s store page, and the mall', () => {
    renderAt();
    expect(heading()).toBe('「排行榜」在公主购APP中提供');
    expect(hrefOf('在公主购APP中打开')).toBe('gzgapp://open?path=%2Fvote%2Frank-list%3Fid%3D3');
    expect(hrefOf('下载公主购APP')).toBe('https://download.example-mall.test/app');
    expect(hrefOf('先去商城逛逛')).toBe('/mall/portal');
    expect(answer).not.toHaveBeenCalled();
  });

  it('without the app’s links configured, names the app to search for in the stores', () => {
    links.appDownloadUrl = '';
    links.appScheme = '';
    renderAt();
    expect(screen.queryByRole('link', { name: '在公主购APP中打开' })).toBeNull();
    expect(screen.queryByRole('link', { name: '下载公主购APP' })).toBeNull();
    expect(screen.getByText(/请在手机应用商店搜索/).textContent).toBe('请在手机应用商店搜索「公主购」下载安装（iPhone：App Store · 安卓：各大应用市场）');
    expect(hrefOf('先去商城逛逛')).toBe('/mall/portal');
  });
});

describe('an app-only route in the mini program', () => {
  beforeEach(() => setHost('miniprogram'));

  it('without a page of its own, says 请移驾到app操作 with 返回, and offers no download', async () => {
    answer.mockResolvedValue({ ok: false, message: MOVE_TO_APP_MESSAGE });
    renderAt();
    await vi.waitFor(() => expect(screen.getByRole('region', { name: '排行榜' }).textContent).toContain('请移驾到app操作'));
    expect(heading()).toBe('排行榜');
    expect(answer).toHaveBeenCalledWith('openAdTarget', { target: 'route', url: ROUTE }, { quiet: true });
    expect(screen.queryByRole('link', { name: '下载公主购APP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('with a page, the mini program opens it and this screen goes back', async () => {
    answer.mockResolvedValue({ ok: true, data: '/pages/coupon/index' });
    renderAt('/coupon/list');
    await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    expect(answer).toHaveBeenCalledWith('openAdTarget', { target: 'route', url: '/coupon/list' }, { quiet: true });
    expectOpening();
    expect(screen.queryByText('请移驾到app操作')).toBeNull();
  });
});

describe('an app-only route in the app', () => {
  beforeEach(() => setHost('app'));

  it('asks the app to open it and, once it did, closes this first screen with the app’s goBack', async () => {
    answer.mockResolvedValue({ ok: true, data: null });
    renderAt();
    await vi.waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
    expect(answer.mock.calls).toEqual([
      ['openAdTarget', { target: 'route', url: ROUTE }, { quiet: true }],
      ['goBack', {}, { quiet: true }],
    ]);
    expectOpening();
    expect(screen.queryByRole('link', { name: '下载公主购APP' })).toBeNull();
  });

  it(`without an answer within ${APP_ANSWER_MS} ms, says so neutrally, and 返回 closes the web-view`, async () => {
    vi.useFakeTimers();
    answer.mockImplementation((action) => (action === 'goBack' ? Promise.resolve({ ok: true, data: null }) : new Promise<BridgeOutcome>(() => undefined)));
    renderAt();
    expectOpening();
    await act(() => vi.advanceTimersByTimeAsync(APP_ANSWER_MS));
    expect(screen.getByText('页面暂时无法打开，请返回后重试。')).toBeVisible();
    expect(screen.queryByText('正在打开…')).toBeNull();
    expect(screen.queryByText(/下载|请移驾/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(answer).toHaveBeenLastCalledWith('goBack', {}, { quiet: true });
    expect(back).not.toHaveBeenCalled();
  });
});
