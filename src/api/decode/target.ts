/** The ad and action target (platform-spec §7, CONTRACT §3) as it arrives in answers. */
import type { AdTarget } from '../types';
import { optional, readFlag, readText, text, type Decoder } from './read';

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
