/** The mission centre (platform-spec §7, CONTRACT §8; shapes are this project's choice), as the decoders (./decode.ts) give them. */
import type { ProductCard } from '../catalog/types.ts';
import type { Flag, PagedList } from '../common.ts';
import type { AdTarget } from '../target.ts';

export interface SignDay {
  /** "YYYY-MM-DD" */
  date: string;
  /** Coins for signing this day. */
  reward: number;
  signed: boolean;
  /** A past, unsigned day of this week that can be made up. */
  can_repair: boolean;
  is_today: boolean;
}

/** 0 to do, 1 done and reward claimable, 2 reward received. */
export type MissionStatus = 0 | 1 | 2;

export interface Mission {
  id: number;
  title: string;
  desc: string;
  icon: string;
  reward: number;
  status: MissionStatus;
  progress: number;
  total: number;
  /** Where the mission's button leads. */
  action?: AdTarget;
}

export interface MissionIndex {
  coin_total: number;
  sign: {
    today_signed: boolean;
    continuous_days: number;
    remind: Flag;
    repair_cards: number;
    days: SignDay[];
  };
  missions: Mission[];
  banner: string;
}

export interface MissionSignResult {
  date: string;
  reward: number;
  continuous_days: number;
  coin_total: number;
}

export interface RepairSignRequest {
  /** "YYYY-MM-DD", a past day of this week. */
  date: string;
}

export interface SignRemindRequest {
  remind: Flag;
}

export interface SignRemindResult {
  remind: Flag;
}

export interface SignRecordEntry {
  date: string;
  reward: number;
  /** 1 signed on the day, 2 made up. */
  type: 1 | 2;
}

export type SignRecordPage = PagedList<SignRecordEntry>;

export interface MissionIdRequest {
  id: number | string;
}

export interface MissionCompleteResult {
  mission_id: number;
  status: MissionStatus;
  /** true when this call was a repeat for the same customer and mission. */
  already_completed: boolean;
}

export interface ReceiveRewardResult {
  mission_id: number;
  reward: number;
  /** The shopper's coins after the reward; a back end that leaves it out makes the screen read the index again. */
  coin_total?: number;
}

export interface ShoppingMission {
  /** Absent when the back end leaves it out: what else the answer has is still shown. */
  mission?: Mission;
  products: ProductCard[];
}

export interface ShareProductMission {
  mission?: Mission;
  products: ProductCard[];
}

export interface InviteFriendsMission {
  mission?: Mission;
  invite_code: string;
  invited_num: number;
  reward_per_friend: number;
  friends: InvitedFriend[];
}

export interface InvitedFriend {
  nick_name: string;
  headimgurl: string;
  time: string;
}

export interface BillingRewardEntry {
  order_no: string;
  pay_price: number;
  reward: number;
  status_label: string;
  time: string;
}

export type BillingRewardPage = PagedList<BillingRewardEntry>;

export interface HistoryActivity {
  id: number;
  title: string;
  image: string;
  start_time: string;
  end_time: string;
  status_label: string;
}

export type HistoryActivityPage = PagedList<HistoryActivity>;

export interface MissionRecordEntry {
  id: number;
  title: string;
  reward: number;
  time: string;
}

export type MissionRecordPage = PagedList<MissionRecordEntry>;

export interface RuleImage {
  image: string;
  /** Plain text, or HTML (sanitised before display). */
  rule_text: string;
}

export interface ShareProductRequest {
  /** The product just shared: counts towards the share mission. Without it, the call only reads. */
  product_id?: number | string;
}

export interface RuleImageRequest {
  /** Which rule (the back end's own names; absent: the mission centre's). */
  type?: string;
}
