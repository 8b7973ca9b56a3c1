import { get, post, type RequestOptions } from './call';
import { missionCompleteResult, missionIndex, missionSignResult } from './decode/mission';
import type { MissionCompleteResult, MissionIdRequest, MissionIndex, MissionSignResult } from './types';

export function getMissionIndex(options?: RequestOptions): Promise<MissionIndex> {
  return get('/1/mission/index', missionIndex, undefined, options);
}

export function signIn(options?: RequestOptions): Promise<MissionSignResult> {
  return get('/1/mission/sign', missionSignResult, undefined, options);
}

export function completeMission({ id }: MissionIdRequest, options?: RequestOptions): Promise<MissionCompleteResult> {
  return post('/1/mission/mission_complete', missionCompleteResult, { id }, options);
}
