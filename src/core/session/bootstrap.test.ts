// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const callBridge = vi.fn();
vi.mock('../bridge', () => ({ callBridge: (...args: unknown[]) => callBridge(...args) }));

const { bootstrapSession } = await import('./bootstrap');
const { useSession, initialSession, SESSION_STORAGE_KEY } = await import('./store');

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

describe('token and device id order (platform-spec §9)', () => {
  beforeEach(() => {
    useSession.setState({ ...initialSession });
    callBridge.mockReset();
  });

  it('the URL query wins and the token leaves the address bar', async () => {
    useSession.setState({ token: 'stored' });
    visit('/mall/mine?token=from-url&device_id=dev-url&x=1');
    await bootstrapSession('miniprogram');
    expect(useSession.getState()).toMatchObject({ token: 'from-url', deviceId: 'dev-url' });
    expect(window.location.search).toBe('?device_id=dev-url&x=1');
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('then the native app', async () => {
    useSession.setState({ token: 'stored' });
    visit('/mall/mine');
    callBridge.mockResolvedValue({ ok: true, data: { token: 'from-app', device_id: 'dev-app' } });
    await bootstrapSession('app');
    expect(callBridge).toHaveBeenCalledWith('getDeviceInfo', {}, { quiet: true });
    expect(useSession.getState()).toMatchObject({ token: 'from-app', deviceId: 'dev-app' });
  });

  it("the app's answer read as the wire sends it: a number for its digits, empty text as none", async () => {
    useSession.setState({ token: 'stored' });
    visit('/mall/mine');
    callBridge.mockResolvedValue({ ok: true, data: { token: '', device_id: 880021 } });
    await bootstrapSession('app');
    expect(useSession.getState()).toMatchObject({ token: 'stored', deviceId: '880021' });
  });

  it('otherwise what the tab stored', async () => {
    useSession.setState({ token: 'stored' });
    visit('/mall/mine');
    await bootstrapSession('browser');
    expect(useSession.getState().token).toBe('stored');
  });

  it('a visit that brings no credentials leaves the stored session as it was', async () => {
    sessionStorage.clear();
    visit('/mall/mine');
    await bootstrapSession('browser');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('state is saved to sessionStorage on every change and logout clears credentials', () => {
    useSession.getState().update({ token: 't', openId: 'o', userInfo: { customer_id: 9 } });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state).toMatchObject({ token: 't', openId: 'o' });
    useSession.getState().clearCredentials();
    expect(useSession.getState()).toMatchObject({ token: null, openId: null, userInfo: null });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.token).toBeNull();
  });
});
