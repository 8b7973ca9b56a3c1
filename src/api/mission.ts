/** The 14 mission-centre calls of CONTRACT §8, one function each (mission_complete in its own module, below). */
import { missionCalls } from '../contract/mission/calls';
import { callsOf, withPageSize, type RequestOptions } from './call';
import type {
  BillingRewardPage,
  HistoryActivityPage,
  InviteFriendsMission,
  MissionIdRequest,
  MissionIndex,
  MissionRecordPage,
  MissionSignResult,
  PageQuery,
  ReceiveRewardResult,
  RepairSignRequest,
  RuleImage,
  RuleImageRequest,
  ShareProductMission,
  ShareProductRequest,
  ShoppingMission,
  SignRecordPage,
  SignRemindRequest,
  SignRemindResult,
} from '../contract';

const { get, post } = callsOf(missionCalls);

export function getMissionIndex(options?: RequestOptions): Promise<MissionIndex> {
  return get('/1/mission/index', undefined, options);
}

export function signIn(options?: RequestOptions): Promise<MissionSignResult> {
  return get('/1/mission/sign', undefined, options);
}

export function repairSignIn({ date }: RepairSignRequest, options?: RequestOptions): Promise<MissionSignResult> {
  return post('/v1/mission/repair/sign/in', { date }, options);
}

export function setSignRemind({ remind }: SignRemindRequest, options?: RequestOptions): Promise<SignRemindResult> {
  return post('/1/mission/set_sign_remind', { remind }, options);
}

export function listSignRecords(query: PageQuery, options?: RequestOptions): Promise<SignRecordPage> {
  return post('/1/mission/sign_record', withPageSize(query), options);
}

export { completeMission } from './mission-complete';

export function receiveMissionReward({ id }: MissionIdRequest, options?: RequestOptions): Promise<ReceiveRewardResult> {
  return post('/1/mission/receive_reward', { id }, options);
}

export function getShoppingMission(options?: RequestOptions): Promise<ShoppingMission> {
  return post('/1/mission/shopping', {}, options);
}

export function getShareMission({ product_id }: ShareProductRequest = {}, options?: RequestOptions): Promise<ShareProductMission> {
  return post('/1/mission/share_product_detail', product_id === undefined ? {} : { product_id }, options);
}

export function getInviteFriendsMission(options?: RequestOptions): Promise<InviteFriendsMission> {
  return post('/1/mission/invite_friends', {}, options);
}

export function listBillingRewards(query: PageQuery, options?: RequestOptions): Promise<BillingRewardPage> {
  return post('/1/mission/billing_reward', withPageSize(query), options);
}

export function listHistoryActivities(query: PageQuery, options?: RequestOptions): Promise<HistoryActivityPage> {
  return post('/1/mission/history_activity', withPageSize(query), options);
}

export function listMissionRecords(query: PageQuery, options?: RequestOptions): Promise<MissionRecordPage> {
  return post('/1/mission/mission_record', withPageSize(query), options);
}

export function getRuleImage({ type }: RuleImageRequest = {}, options?: RequestOptions): Promise<RuleImage> {
  return post('/1/mission/rule_image', type ? { type } : {}, options);
}
