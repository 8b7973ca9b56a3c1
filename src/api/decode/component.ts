/** What the component-page calls answer: page documents, navigation configs, a received coupon. */
import type { CouponReceiveResult, CouponStatus, NavConfig } from '../types';
import { answer, listSkippingBroken, number, object, readNumber, readOneOf, required, requiredNumber, text, withDefault } from './read';

/** A page document is decoded by the renderer (migrations, then its schema, node by node): passed on as sent. */
export const pageDocument = (value: unknown): unknown => value;

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
