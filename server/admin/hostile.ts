/**
 * Hostile answers (POST /__admin/hostile, test hooks only): every shopper-visible string and URL
 * in the API's answers becomes an XSS vector from fixtures/xss/vectors.json, so a browser test can
 * show that none of them runs on any mall screen.
 *
 * Why on the way out rather than in the catalogue or the state: one place covers everything the
 * server says (catalogue, orders, parcels, addresses, texts it makes up itself); ids, prices,
 * stock and order numbers are never touched, so every flow still works; nothing hostile is ever
 * persisted; and switching it off restores the demo at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context.ts';
import { PAGE_DOCUMENTS } from '../dialect/dialects.ts';
import { projectRoot } from '../options.ts';

export interface XssVector {
  n: number;
  /** `html`: markup for text and HTML fields; `url`: for image and link fields. */
  context: 'html' | 'url';
  vector: string;
}

/** Read on every enable, so an edited vector file needs no restart. */
export function readVectors(): XssVector[] {
  const file = join(projectRoot, 'fixtures', 'xss', 'vectors.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { vectors: XssVector[] }).vectors;
}

/** Fields a screen shows as text (desc_image is HTML): they get `html` vectors. */
const TEXT_FIELDS = new Set([
  // products, variants, services, stores, categories
  'title', 'sub_title', 'desc_image', 'sold_num_desc', 'desc', 'label', 'name', 'store_name', 'business_scope',
  'customer_store_grand', 'customer_store_contract', 'title_name', 'on_sale_title', 'tips', 'attribute_label', 'alias_name', 'sh_name',
  // orders, payment, logistics, after-sales
  'property', 'status_label', 'text', 'subtext', 'payment', 'payment_name', 'description', 'remark', 'is_refund_btn_txt',
  'shipment_company', 'track_status_desc', 'context', 'refund_type_label', 'attribute_desc',
  // people and addresses (phone numbers stay real: they are dialled and checked)
  'nick_name', 'no_medal_notice', 'store_wechat', 'full_name', 'province', 'city', 'area', 'address', 'receiver_name',
  'receiver_address', 'rule_text',
]);

/** Images and links: they get `url` vectors. */
const URL_FIELDS = new Set([
  'image', 'images', 'logo', 'banner', 'url', 'icon', 'icon_url', 'small_image', 'store_grand_url', 'store_contract_url',
  'headimgurl', 'target_url', 'service_url', 'service_rule_url', 'privacy_rule_url', 'store_wechat_qr_code', 'guide_icon',
  'selected_icon', 'unselected_icon', 'bg_img', 'sh_image',
]);

/** An ad `target` is a kind ("product") or a link; only a link is replaced, so kinds and ids keep working. */
const LINK = /^\/|^[a-z][a-z0-9+.-]*:/i;

function contextOf(field: string, value: string): XssVector['context'] | null {
  if (URL_FIELDS.has(field) || (field === 'target' && LINK.test(value))) return 'url';
  return TEXT_FIELDS.has(field) ? 'html' : null;
}

type Next = (field: string, context: XssVector['context']) => string;

/**
 * Hands out the vectors of a field's context in turn, starting again after the last. Each field
 * has its own turn, so one read once per visit (the customer-service link) still meets every
 * vector as a test keeps using it, whatever else the screens load meanwhile.
 */
export function roundRobin(vectors: readonly XssVector[]): Next {
  const byContext = { html: vectors.filter((v) => v.context === 'html'), url: vectors.filter((v) => v.context === 'url') };
  const turns = new Map<string, number>();
  return (field, context) => {
    const list = byContext[context];
    const turn = turns.get(field) ?? 0;
    turns.set(field, turn + 1);
    const vector = list[turn % list.length];
    if (!vector) throw new Error(`no ${context} vectors`);
    return vector.vector;
  };
}

/** A copy of `value` with every string of a shown field replaced by that field's next vector; other values as they were. */
export function poison(value: unknown, next: Next, field = ''): unknown {
  if (typeof value === 'string') {
    const context = contextOf(field, value);
    return context ? next(field, context) : value;
  }
  // The items of an array (images: [...]) are judged by the array's own field name.
  if (Array.isArray(value)) return value.map((item) => poison(item, next, field));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, poison(item, next, key)]));
  }
  return value;
}

/** Whether answers are poisoned now, and with which turn of the vectors. */
export class HostileAnswers {
  private next: Next | null = null;

  /** Starts (or starts again, from the first vector) poisoning answers; returns the vectors in play. */
  enable(): XssVector[] {
    const vectors = readVectors();
    this.next = roundRobin(vectors);
    return vectors;
  }

  disable(): void {
    this.next = null;
  }

  /** The answer data as the hostile server would send it (unchanged while the mode is off). */
  rewrite(data: unknown): unknown {
    return this.next ? poison(data, this.next) : data;
  }

  get active(): boolean {
    return this.next !== null;
  }
}

/** Poisons the `data` of JSON answers while the mode is on (wraps the handlers, inside fault injection). */
export function hostileMiddleware(hostile: HostileAnswers): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    // Page documents are left alone: fixture 111 is their XSS test, and they must keep validating.
    if (!hostile.active || PAGE_DOCUMENTS.has(c.req.path) || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const envelope: unknown = await c.res.clone().json().catch(() => null);
    if (!envelope || typeof envelope !== 'object' || !('data' in envelope)) return;
    const body = JSON.stringify({ ...envelope, data: hostile.rewrite(envelope.data) });
    c.res = new Response(body, { status: c.res.status, headers: { 'content-type': 'application/json; charset=UTF-8' } });
  };
}
