/**
 * Renders nodes through the real renderer (validation, boundaries, style) in happy-dom, with the
 * navigation the action router uses captured, so a widget test asserts what a shopper would see.
 */
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, vi } from 'vitest';
import { registerTargetRoutes } from '../src/core/actions';
import { registerCorePaths, registerNavigator } from '../src/core/navigation';
import { CLOCK_PATH, createHttpClient } from '../src/core/request/client';
import { createServerClock } from '../src/core/request/clock';
import { useSession } from '../src/core/session';
import { loadWidgetsFor, PageRenderer, registerWidgets, type Platform, type RegisteredWidget } from '../src/core/renderer';

export interface RenderOptions {
  preview?: boolean;
  loggedIn?: boolean;
  platform?: Platform;
  nowMs?: number;
}

export interface RenderedPage extends RenderResult {
  /** Paths the action router navigated to, in order. */
  visited: string[];
}

const TEST_ROUTES = {
  product: (id: string) => `/mall/goods-detail?id=${id}`,
  seller: (id: string) => `/mall/shop-detail?seller_id=${id}`,
  category: (id: string) => `/mall/category/detail?id=${id}`,
  coupon: (id: string) => `/coupon/list?id=${id}`,
  index: () => '/mall/portal',
  all: () => '/mall/category',
  integral: () => '/gold/index',
  open_event: (id: string) => `/active/component-active?id=${id}`,
  group_buy: null,
  agent: null,
  categoryBrowser: () => '/mall/category',
};

export async function renderNodes(
  widgets: RegisteredWidget[],
  nodes: unknown[],
  options: RenderOptions = {},
): Promise<RenderedPage> {
  registerWidgets(Object.fromEntries(widgets.map((widget) => [widget.type, () => Promise.resolve({ default: widget })])));
  const visited: string[] = [];
  registerNavigator({
    push: (path) => visited.push(path),
    replace: (path) => visited.push(path),
    back: vi.fn(),
    current: () => '/active/component-active?id=1',
  });
  registerCorePaths({ login: '/mall/login', home: '/mall/portal', download: '/gzj/download' });
  registerTargetRoutes(TEST_ROUTES);
  await loadWidgetsFor(nodes);
  const settings = { preview: options.preview ?? false, loggedIn: options.loggedIn ?? false, platform: options.platform ?? 'browser' };
  const nowMs = options.nowMs ?? Date.parse('2026-11-05T12:00:00+08:00');
  const result = render(<PageRenderer nodes={nodes} settings={settings} now={() => nowMs} />);
  return Object.assign(result, { visited });
}

/** Each test starts with a logged-in shopper and fresh mocks, and leaves nothing mounted or logged in. */
export function startLoggedInEachTest(): void {
  beforeEach(() => {
    vi.clearAllMocks();
    useSession.getState().setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    useSession.getState().setToken(null);
  });
}

/**
 * An IntersectionObserver that answers each observed element once, soon after it is observed: in reach
 * of the screen or not (`inReach`). Returns a way to say later that an element came near or went away.
 */
export function stubIntersections(inReach = true) {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  const tell = (callback: IntersectionObserverCallback, target: Element, isIntersecting: boolean) =>
    callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
        setTimeout(() => this.record.targets.includes(target) && tell(this.record.callback, target, inReach));
      }
      unobserve(target: Element) {
        this.record.targets = this.record.targets.filter((each) => each !== target);
      }
      disconnect() {
        this.record.targets = [];
      }
    },
  );
  return (target: Element, isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers) if (targets.includes(target)) tell(callback, target, isIntersecting);
    });
}

/**
 * What the real request layer rejects with for an answer `body` (an envelope that fails), and what it
 * toasted on the way: a screen's test rejects the call it mocks with it, so the screen meets the real error.
 */
export async function failureFor(body: unknown): Promise<{ error: unknown; toasts: string[] }> {
  const toasts: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const answer = config.url === CLOCK_PATH ? { code: 0, msg: '', data: {} } : body;
    return { data: JSON.stringify(answer), status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = createHttpClient({
    baseURL: '',
    secret: 'dev-secret',
    clock: createServerClock(),
    getToken: () => 'token-1',
    getDeviceId: () => null,
    onUnauthorized: () => undefined,
    notify: (message) => toasts.push(message),
    adapter,
  });
  try {
    await http.get('/v1/any');
  } catch (error) {
    return { error, toasts };
  }
  throw new Error(`the answer ${JSON.stringify(body)} did not fail`);
}
