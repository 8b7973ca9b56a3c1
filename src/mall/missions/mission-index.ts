import { getMissionIndex } from '../../api/mission';
import type { MissionIndex } from '../../contract';
import type { RequestOptions } from '../../core/request';

// Module state: kept out of the build's copying of small shared code (vite.config.ts, STATEFUL_MODULES).
let pending: Promise<MissionIndex> | null = null;

/**
 * The mission index, read once for every block that asks while it is on its way: the sign-in card and
 * the mission list of one page ask together, and the request layer refuses a second identical call
 * while the first is pending (数据请求中，请稍后).
 */
export function readMissionIndex(options?: RequestOptions): Promise<MissionIndex> {
  pending ??= getMissionIndex(options).finally(() => {
    pending = null;
  });
  return pending;
}
