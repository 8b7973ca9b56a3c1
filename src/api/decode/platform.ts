/** System config, navigation configs, coupons and the mission calls the screens make (platform-spec §7). */
import type { CouponReceiveResult, CouponStatus, MissionCompleteResult, MissionIndex, MissionSignResult, NavConfig, SystemConfig } from '../types';
import { adTarget } from './catalog';
import {
  answer,
  boolean,
  count,
  flag,
  list,
  listSkippingBroken,
  number,
  object,
  optionalObject,
  readNumber,
  readOneOf,
  required,
  requiredNumber,
  text,
  withDefault,
} from './read';

export const systemConfig = answer<SystemConfig>(
  'config',
  object({ service_rule_url: text, privacy_rule_url: text, s_is_open_sence: flag, ts: number }),
);

/** A nav item whose target type cannot be read goes nowhere, so it is left out; the bar keeps the rest. */
export const navConfig = answer<NavConfig>(
  'nav',
  object({
    guide_id: number,
    guide_position: withDefault(readOneOf([1, 2] as const), 1),
    config: object({
      config: object({
        selected: text,
        unselected: text,
        bg_color: text,
        opacity: withDefault(readNumber, 1),
        bg_img: text,
        navs: listSkippingBroken(
          object({
            title: text,
            target: object({ type: requiredNumber, content: text }),
            guide_icon: text,
            selected_icon: text,
            unselected_icon: text,
          }),
        ),
      }),
    }),
  }),
);

const COUPON_STATUSES: readonly CouponStatus[] = ['receivable', 'received', 'sold_out'];

export const couponReceiveResult = answer<CouponReceiveResult>(
  'coupon',
  object({
    coupon_id: number,
    status: required((value) => COUPON_STATUSES.find((status) => status === value)),
  }),
);

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

/** A page document is decoded by the renderer (migrations, then its schema, node by node): passed on as sent. */
export const pageDocument = (value: unknown): unknown => value;

