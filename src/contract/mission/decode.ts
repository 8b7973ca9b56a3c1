/** The mission calls (platform-spec §7, CONTRACT §8; shapes are this project's choice). */
import type {
  BillingRewardPage,
  HistoryActivityPage,
  InviteFriendsMission,
  Mission,
  MissionIndex,
  MissionRecordPage,
  MissionSignResult,
  ReceiveRewardResult,
  RuleImage,
  ShareProductMission,
  ShoppingMission,
  SignRecordPage,
  SignRemindResult,
} from './types.ts';
import { productCards } from '../catalog/decode.ts';
import { missionStatus } from './complete.ts';
import { adTarget } from '../target.ts';
import {
  answer,
  boolean,
  count,
  flag,
  hasMore,
  list,
  number,
  object,
  optional,
  optionalObject,
  priceOrZero,
  readCount,
  readOneOf,
  requiredNumber,
  requiredText,
  text,
  withDefault,
  type Decoder,
} from '../read.ts';

const total = optional(readCount);

// A mission's id is what 去完成 and 领取 send back: without it the mission cannot be acted on.
const mission: Decoder<Mission> = object({
  id: requiredNumber,
  title: text,
  desc: text,
  icon: text,
  reward: count,
  status: missionStatus,
  progress: count,
  total: count,
  action: optionalObject(object(adTarget)),
});

export const missionIndex = answer<MissionIndex>(
  'missions',
  object({
    coin_total: count,
    sign: object({
      today_signed: boolean,
      continuous_days: count,
      remind: flag,
      repair_cards: count,
      // A day's date is what make-up sign-in sends: a day without one cannot be shown.
      days: list(object({ date: requiredText, reward: count, signed: boolean, can_repair: boolean, is_today: boolean })),
    }),
    missions: list(mission),
    banner: text,
  }),
);

const signResult = object({ date: text, reward: count, continuous_days: count, coin_total: count });

export const missionSignResult = answer<MissionSignResult>('sign', signResult);

export const repairSignResult = answer<MissionSignResult>('repair', signResult);

export const signRemindResult = answer<SignRemindResult>('remind', object({ remind: flag }));

export const signRecordPage = answer<SignRecordPage>(
  'sign_record',
  object({
    list: list(object({ date: text, reward: count, type: withDefault(readOneOf([1, 2] as const), 1) })),
    has_more: hasMore,
    total,
  }),
);

export const receiveRewardResult = answer<ReceiveRewardResult>(
  'reward',
  object({ mission_id: number, reward: count, coin_total: optional(readCount) }),
);

// The mission beside the products may be left out: the products are still worth showing.
const missionWithProducts = object({ mission: optionalObject(mission), products: productCards });

export const shoppingMission = answer<ShoppingMission>('shopping', missionWithProducts);

export const shareProductMission = answer<ShareProductMission>('share', missionWithProducts);

export const inviteFriendsMission = answer<InviteFriendsMission>(
  'invite',
  object({
    mission: optionalObject(mission),
    // The screen's one purpose is the code to pass on.
    invite_code: requiredText,
    invited_num: count,
    reward_per_friend: count,
    friends: list(object({ nick_name: text, headimgurl: text, time: text })),
  }),
);

export const billingRewardPage = answer<BillingRewardPage>(
  'billing_reward',
  object({
    list: list(object({ order_no: text, pay_price: priceOrZero, reward: count, status_label: text, time: text })),
    has_more: hasMore,
    total,
  }),
);

export const historyActivityPage = answer<HistoryActivityPage>(
  'history_activity',
  object({
    list: list(object({ id: number, title: text, image: text, start_time: text, end_time: text, status_label: text })),
    has_more: hasMore,
    total,
  }),
);

export const missionRecordPage = answer<MissionRecordPage>(
  'mission_record',
  object({ list: list(object({ id: number, title: text, reward: number, time: text })), has_more: hasMore, total }),
);

export const ruleImage = answer<RuleImage>('rule', object({ image: text, rule_text: text }));
