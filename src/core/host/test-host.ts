/**
 * Tests only: the host a test runs in. A test file stands this in for `./current` (which reads the
 * user agent once, at import) and picks the host per test:
 *
 *   vi.mock('<rel>/core/host/current', () => import('<rel>/core/host/test-host').then((m) => m.currentHostStandIn));
 *   beforeEach(() => setHost('app'));
 *
 * Everything that asks `host` or `hostPolicy` at call time then follows `setHost`. Values read once at
 * import (the login routes of build-routes) need `vi.resetModules()` and a fresh import after it.
 */
import type { Environment } from '../bridge/environment';
import { HOST_POLICIES, type HostPolicy } from './policy';

interface Slot {
  current: Environment;
}

// On the global object, so a copy of this module made after vi.resetModules() sees the same choice.
const KEY = Symbol.for('h5-runtime.test-host');
const registry = globalThis as unknown as Record<symbol, Slot | undefined>;
const slot: Slot = (registry[KEY] ??= { current: 'browser' });

export const ALL_HOSTS: readonly Environment[] = ['app', 'miniprogram', 'wechat', 'browser'];

/** Where the page runs from now on, until the next call. */
export function setHost(next: Environment): void {
  slot.current = next;
}

/** What `./current` exports, read at each use. */
export const currentHostStandIn = {
  get host(): Environment {
    return slot.current;
  },
  get hostPolicy(): HostPolicy {
    return HOST_POLICIES[slot.current];
  },
};
