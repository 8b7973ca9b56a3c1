import { http } from '../core/request';
import type { SystemConfig } from './types';

// The request layer fetches /v1/config/get itself to learn the clock offset; share that one call.
export function getSystemConfig(force = false): Promise<SystemConfig> {
  return http.syncClock(force) as Promise<SystemConfig>;
}
