/**
 * The call table: every call client and server agree on, `METHOD /path` → its decoder and (for the types)
 * what it takes. Each group keeps its own part beside its decoders, so a chunk of the client carries only
 * the decoders of the calls it makes (src/api/call.ts callsOf); this whole table is for the types and for
 * whoever checks every call (the server double's tests, ./dialects.test.ts).
 */
import { catalogCalls } from './catalog/calls.ts';
import type { AnswerOf, RequestOf } from './call-spec.ts';
import { componentCalls } from './component/calls.ts';
import { customerCalls } from './customer/calls.ts';
import { missionCalls } from './mission/calls.ts';
import { missionCompleteCalls } from './mission/complete.ts';
import { orderCalls } from './order/calls.ts';
import { configCalls } from './system/config.ts';
import { navCalls } from './system/nav.ts';
import { serviceCalls } from './system/service.ts';
import { weixinCalls } from './system/weixin.ts';

export const CALLS = {
  ...catalogCalls,
  ...customerCalls,
  ...orderCalls,
  ...configCalls,
  ...serviceCalls,
  ...weixinCalls,
  ...navCalls,
  ...componentCalls,
  ...missionCalls,
  ...missionCompleteCalls,
} as const;

type Calls = typeof CALLS;

/** Every call: `req` is the query (GET) or JSON body (POST) without the common query, `res` the decoded answer. */
export type ApiCalls = { [Key in keyof Calls]: { req: RequestOf<Calls[Key]>; res: AnswerOf<Calls[Key]> } };

export type ApiCallKey = keyof ApiCalls;
