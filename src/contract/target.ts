/** The ad and action target (platform-spec §7, CONTRACT §3): in home items, missions and page documents' actions. */
import type { Flag } from './common.ts';
import { optional, readFlag, readText, text, type Decoder } from './read.ts';

/** Ad-target kinds of platform-spec §7; an http(s) URL in `target` or `url` opens directly. */
export type AdTargetKind =
  | 'product'
  | 'seller'
  | 'category'
  | 'group_buy'
  | 'agent'
  | 'open_event'
  | 'integral'
  | 'all'
  | 'coupon'
  | 'index';

/** The platform-spec ad/link target; also a page-document `action` (CONTRACT §3). */
export interface AdTarget {
  /** An AdTargetKind, or an http(s) URL. */
  target: AdTargetKind | (string & {});
  target_id?: string | number;
  name?: string;
  /** Whether the target opens in a separate (standalone) window/page. */
  alone?: Flag | boolean;
  url?: string;
  type?: string | number;
  id?: string | number;
}

/** An id or a kind stays as sent: an action target may be either (platform-spec §7). */
const idOrText = optional(readText);
const optionalFlag = optional(readFlag);

/** The parts of an ad target the action router reads; `target` may be a kind or a link. */
export const adTarget = {
  target: text,
  target_id: idOrText,
  name: optional(readText),
  alone: optionalFlag,
  url: optional(readText),
  type: idOrText,
  id: idOrText,
} satisfies Record<keyof AdTarget, Decoder<unknown>>;
