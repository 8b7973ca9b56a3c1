/** The mission calls the screens make (platform-spec §7; shapes are this project's choice). */
import type { MissionCompleteResult, MissionIndex, MissionSignResult } from '../types';
import { adTarget } from './target';
import { answer, boolean, count, flag, list, number, object, optionalObject, readOneOf, requiredNumber, text, withDefault } from './read';

const missionStatus = withDefault(readOneOf([0, 1, 2] as const), 0);

export const missionIndex = answer<MissionIndex>(
  'missions',
  object({
    coin_total: count,
    sign: object({
      today_signed: boolean,
      continuous_days: count,
      remind: flag,
      repair_cards: count,
      days: list(object({ date: text, reward: count, signed: boolean, can_repair: boolean, is_today: boolean })),
    }),
    missions: list(
      object({
        id: requiredNumber,
        title: text,
        desc: text,
        icon: text,
        reward: count,
        status: missionStatus,
        progress: count,
        total: count,
        action: optionalObject(object(adTarget)),
      }),
    ),
    banner: text,
  }),
);

export const missionSignResult = answer<MissionSignResult>(
  'sign',
  object({ date: text, reward: count, continuous_days: count, coin_total: count }),
);

export const missionCompleteResult = answer<MissionCompleteResult>(
  'mission',
  object({ mission_id: number, status: missionStatus, already_completed: boolean }),
);
