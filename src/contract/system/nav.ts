/** A page's navigation config (mall-spec §9): the top tab bar or bottom nav bar a component page names by `guide_id`. */
import { call } from '../call-spec.ts';
import { answer, listSkippingBroken, number, object, readNumber, readOneOf, requiredNumber, text, withDefault } from '../read.ts';

/** Navigation-config action types (mall-spec §9). */
export type NavTargetType = 5 | 6 | 7 | 9 | 10;

export interface NavTarget {
  /** 5 seller, 6 category detail, 7 category, 9 goods detail, 10 coupon; other values may appear. */
  type: NavTargetType | (number & {});
  /** The id (or `top_cid,cid` for category detail, or a URL) the type needs. */
  content: string;
}

export interface NavItem {
  title: string;
  target: NavTarget;
  guide_icon: string;
  selected_icon: string;
  unselected_icon: string;
}

export interface NavConfigQuery {
  guide_id: number | string;
}

export interface NavConfig {
  guide_id: number;
  /** 1 = top tab bar, 2 = bottom nav bar. */
  guide_position: 1 | 2;
  config: {
    config: {
      /** Text colour of the selected item. */
      selected: string;
      /** Text colour of the other items. */
      unselected: string;
      bg_color: string;
      /** 0–1 (or 0–100 from older configs). */
      opacity: number;
      bg_img: string;
      navs: NavItem[];
    };
  };
}

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

export const navCalls = {
  'GET /v1/component/guide/get': call<NavConfigQuery>()(navConfig),
} as const;
