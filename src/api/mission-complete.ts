/**
 * mission_complete, the one mission call a shopper's route makes (the scan countdown): in a module of its
 * own, since the build copies small shared modules whole into each route that uses them, and the mission
 * centre's other 13 calls and decoders belong to its lazy widgets only. src/api/mission.ts re-exports it.
 */
import { missionCompleteCalls } from '../contract/mission/complete';
import { callsOf, type RequestOptions } from './call';
import type { MissionCompleteResult, MissionIdRequest } from '../contract';

const { post } = callsOf(missionCompleteCalls);

export function completeMission({ id }: MissionIdRequest, options?: RequestOptions): Promise<MissionCompleteResult> {
  return post('/1/mission/mission_complete', { id }, options);
}
