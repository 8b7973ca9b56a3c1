/** How recorded calls are normalised, masked and matched (record and replay modes). */
import { createHash } from 'node:crypto';
import { signingBase } from '../../src/contract/signing.ts';

/** Never stored: they change on every call or are credentials. */
export const DROPPED_PARAMS = ['platform', 'timestamp', 'sign', 'token', 'device_id'];
/** Stored, but not part of the match: they differ between a recording and its replay. */
const UNMATCHED_PARAMS = ['captcha', 'code', 'now_url', 'open_id'];

export interface RecordedCall {
  method: string;
  path: string;
  /** Query and top-level body fields, masked, without DROPPED_PARAMS. */
  params: Record<string, unknown>;
  key: string;
  /** 1-based order of this call among calls with the same key. */
  seq: number;
  status: number;
  response: unknown;
  recorded_at: string;
}

const maskPhone = (text: string) => text.replace(/(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1****$2');
const maskName = (text: string) => (text ? `${[...text][0] ?? ''}${'*'.repeat(Math.max(1, [...text].length - 1))}` : text);

/** Masks tokens and personal data (phones, names, addresses, open ids) anywhere in a value. */
export function mask(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (!value) return value;
    if (key === 'token' || key === 'x-token') return 'MASKED_TOKEN';
    if (key === 'openid' || key === 'open_id') return 'MASKED_OPENID';
    if (['full_name', 'receiver_name', 'nick_name'].includes(key)) return maskName(value);
    if (key === 'address' || key === 'receiver_address') return `${[...value].slice(0, 6).join('')}****`;
    if (key === 'store_wechat') return `${value.slice(0, 2)}****`;
    return maskPhone(value);
  }
  if (Array.isArray(value)) return value.map((item) => mask(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  }
  return value;
}

/** The stored (masked, trimmed) parameters of a call. */
export function storedParams(fields: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.entries(fields).filter(([k]) => !DROPPED_PARAMS.includes(k));
  return mask(Object.fromEntries(kept)) as Record<string, unknown>;
}

/** Matching key: method, path and the sorted stored parameters (same text rules as signing). */
export function callKey(method: string, path: string, params: Record<string, unknown>): string {
  const matched = Object.fromEntries(Object.entries(params).filter(([k]) => !UNMATCHED_PARAMS.includes(k)));
  return `${method.toUpperCase()} ${path} ${signingBase(matched, '')}`;
}

export function fixtureFileName(call: Pick<RecordedCall, 'method' | 'path' | 'key' | 'seq'>): string {
  const slug = call.path.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '_').slice(0, 80);
  const hash = createHash('sha1').update(call.key).digest('hex').slice(0, 10);
  return `${call.method.toLowerCase()}_${slug}.${hash}.${String(call.seq).padStart(3, '0')}.json`;
}
