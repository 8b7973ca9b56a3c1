// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, storedCredentials } from './stored';

const storage = (text: string | null) => ({ getItem: (key: string) => (key === SESSION_STORAGE_KEY ? text : null) });

describe('the credentials this tab saved, read without the store', () => {
  it('reads the token and device id as the store saved them', async () => {
    const { useSession } = await import('./store');
    useSession.getState().update({ token: 'tok-7', deviceId: 'dev-7' });
    expect(storedCredentials(sessionStorage)).toEqual({ token: 'tok-7', deviceId: 'dev-7' });
  });

  it('reads neither from nothing, broken JSON, another shape, empty values or refused storage', () => {
    for (const text of [null, '{', 'null', '[]', '{"state":null}', '{"state":{"token":"","deviceId":7}}']) {
      expect(storedCredentials(storage(text))).toEqual({ token: null, deviceId: null });
    }
    // Storage the browser refuses to open (a private window, a blocked site).
    const refused = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(storedCredentials(refused)).toEqual({ token: null, deviceId: null });
  });
});
