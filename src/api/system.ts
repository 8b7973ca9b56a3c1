import { http } from '../core/request';
import { systemConfig } from './decode/system';
import type { SystemConfig } from './types';

// The request layer fetches /v1/config/get itself to learn the clock offset; share that one call.
export async function getSystemConfig(force = false): Promise<SystemConfig> {
  return systemConfig(await http.syncClock(force));
}
