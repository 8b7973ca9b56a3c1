/** The mission centre's calls but mission_complete (./complete.ts, the scan route's). */
import { call } from '../call-spec.ts';
import type { NoParams, PageQuery } from '../common.ts';
import {
  billingRewardPage,
  historyActivityPage,
  inviteFriendsMission,
  missionIndex,
  missionRecordPage,
  missionSignResult,
  receiveRewardResult,
  repairSignResult,
  ruleImage,
  shareProductMission,
  shoppingMission,
  signRecordPage,
  signRemindResult,
} from './decode.ts';
import type { MissionIdRequest, RepairSignRequest, RuleImageRequest, ShareProductRequest, SignRemindRequest } from './types.ts';

export const missionCalls = {
  'GET /1/mission/index': call<NoParams>()(missionIndex),
  'GET /1/mission/sign': call<NoParams>()(missionSignResult),
  'POST /v1/mission/repair/sign/in': call<RepairSignRequest>()(repairSignResult),
  'POST /1/mission/set_sign_remind': call<SignRemindRequest>()(signRemindResult),
  'POST /1/mission/sign_record': call<PageQuery>()(signRecordPage),
  'POST /1/mission/receive_reward': call<MissionIdRequest>()(receiveRewardResult),
  'POST /1/mission/shopping': call<NoParams>()(shoppingMission),
  'POST /1/mission/share_product_detail': call<ShareProductRequest>()(shareProductMission),
  'POST /1/mission/invite_friends': call<NoParams>()(inviteFriendsMission),
  'POST /1/mission/billing_reward': call<PageQuery>()(billingRewardPage),
  'POST /1/mission/history_activity': call<PageQuery>()(historyActivityPage),
  'POST /1/mission/mission_record': call<PageQuery>()(missionRecordPage),
  'POST /1/mission/rule_image': call<RuleImageRequest>()(ruleImage),
} as const;
