/** mission_complete's answer, apart from the other mission answers: the scan route reads only this one. */
import { call } from '../call-spec.ts';
import { answer, boolean, number, object, readOneOf, withDefault } from '../read.ts';
import type { MissionCompleteResult, MissionIdRequest } from './types.ts';

export const missionStatus = withDefault(readOneOf([0, 1, 2] as const), 0);

export const missionCompleteResult = answer<MissionCompleteResult>(
  'mission',
  object({ mission_id: number, status: missionStatus, already_completed: boolean }),
);

export const missionCompleteCalls = {
  'POST /1/mission/mission_complete': call<MissionIdRequest>()(missionCompleteResult),
} as const;
