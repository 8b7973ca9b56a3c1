/** mission_complete's answer, apart from the other mission answers: the scan route reads only this one. */
import type { MissionCompleteResult } from '../types';
import { answer, boolean, number, object, readOneOf, withDefault } from './read';

export const missionStatus = withDefault(readOneOf([0, 1, 2] as const), 0);

export const missionCompleteResult = answer<MissionCompleteResult>(
  'mission',
  object({ mission_id: number, status: missionStatus, already_completed: boolean }),
);
