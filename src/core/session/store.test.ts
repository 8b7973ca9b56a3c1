// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './stored';

/** A fresh store, made as a landing makes it: from what the tab saved. */
async function freshStore() {
  vi.resetModules();
  return import('./store');
}

const saved = () => JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown>; version: number } | null;

describe('the session kept for the tab', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts from what the tab saved, over the defaults, and never as loading', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 'tok-1', deviceId: 'dev-1', loading: true, update: 'x' }, version: 0 }));
    const { useSession } = await freshStore();
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', deviceId: 'dev-1', isOpenVip: '0', orderInfo: { address: null }, loading: false });
    useSession.getState().update({ openId: 'open-1' });
    expect(useSession.getState().openId).toBe('open-1');
  });

  it('reads each saved field as its type: one that is not, or is no field, leaves the default', async () => {
    const state = {
      token: 123,
      deviceId: '',
      openId: 'open-9',
      userInfo: 'someone',
      systemConfig: { share_title: '好物' },
      isOpenVip: 1,
      isAbleSensors: 'yes',
      orderInfo: null,
      buyData: { sku_id: 7 },
      update: 'x',
    };
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
    const { useSession } = await freshStore();
    expect(useSession.getState()).toMatchObject({
      token: null,
      deviceId: null,
      openId: 'open-9',
      userInfo: null,
      systemConfig: { share_title: '好物' },
      isOpenVip: '0',
      isAbleSensors: false,
      orderInfo: { address: null },
      buyData: { sku_id: 7 },
    });
    expect(typeof useSession.getState().update).toBe('function');
  });

  it('saves each change in the shape earlier tabs saved, without its actions or the page view\'s loading', async () => {
    const { useSession } = await freshStore();
    expect(saved()).toBeNull();
    useSession.getState().update({ token: 'tok-2', loading: true });
    const after = saved();
    expect(after?.version).toBe(0);
    expect(after?.state).toMatchObject({ token: 'tok-2', deviceId: null, isOpenVip: '0' });
    expect(Object.keys(after?.state ?? {})).not.toEqual(expect.arrayContaining(['loading']));
    expect(Object.keys(after?.state ?? {})).not.toEqual(expect.arrayContaining(['update']));
    useSession.getState().clearCredentials();
    expect(saved()?.state.token).toBeNull();
  });

  it('does not read a session saved with another version; reads one saved without a version, as persist did', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 'old' }, version: 3 }));
    expect((await freshStore()).useSession.getState().token).toBeNull();
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 'unversioned' } }));
    expect((await freshStore()).useSession.getState().token).toBe('unversioned');
  });

  it('goes on in memory where the browser refuses to save', async () => {
    const { useSession } = await freshStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => useSession.getState().setToken('tok-3')).not.toThrow();
    expect(useSession.getState().token).toBe('tok-3');
  });

  it('is made without reaching localStorage, which a landing does not need', async () => {
    const reached = vi.fn();
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => (reached(), real?.get?.call(window) ?? real?.value) });
    try {
      const { useSession } = await freshStore();
      useSession.getState().update({ token: 'tok-4' });
      expect(reached).not.toHaveBeenCalled();
    } finally {
      if (real) Object.defineProperty(window, 'localStorage', real);
    }
  });
});
