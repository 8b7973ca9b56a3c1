/** The page document of CONTRACT §3, as the renderer reads it. */
export type Platform = 'app' | 'wechat' | 'miniprogram' | 'browser';

export interface NodeVisibility {
  /** true: logged-in shoppers only; false: anonymous visitors only; absent: both. */
  login?: boolean;
  platforms?: Platform[];
  /** ISO time; shown from this moment (server clock). */
  from?: string;
  /** ISO time; hidden from this moment on. */
  to?: string;
}

export interface NodeStyle {
  /** CSS shorthand order, px at 375 wide: [all] | [vertical, horizontal] | [top, right, bottom, left]. */
  margin?: number[];
  padding?: number[];
  radius?: number;
  bg_color?: string;
  bg_img?: string;
}

export interface PageNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  children?: PageNode[];
  visible?: NodeVisibility;
  style?: NodeStyle;
}

export interface PageDocument {
  schema_version: number;
  id: number;
  title: string;
  status: 'published' | 'draft';
  updated_at: string;
  style: { bg_color: string; bg_img: string };
  share: { title: string; desc: string; image: string };
  guide_id?: number;
  nodes: PageNode[];
}

/** The newest document format this runtime understands. */
export const CURRENT_SCHEMA_VERSION = 1;
