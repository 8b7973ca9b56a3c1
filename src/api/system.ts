import { systemConfig, type SystemConfig } from '../contract/system/config';
import { http } from '../core/request';

// The request layer fetches /v1/config/get itself to learn the clock offset; share that one call.
export async function getSystemConfig(force = false): Promise<SystemConfig> {
  return systemConfig(await http.syncClock(force));
}
