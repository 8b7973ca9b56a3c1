/**
 * The contract's types, for screens and the server double alike (types only, so importing this costs a
 * chunk nothing): each as the screens get it from its decoder; `Wire<T>` is what a back end may send.
 * Imports inside src/contract carry extensions: the server loads these files under Node and Vite's config loader.
 */
export type * from './catalog/types.ts';
export type * from './common.ts';
export type * from './component/types.ts';
export type * from './customer/types.ts';
export type { FixtureEntry } from './fixture-index.ts';
export type * from './mission/types.ts';
export type * from './order/checkout-types.ts';
export type * from './order/types.ts';
export type { SystemConfig } from './system/config.ts';
export type { NavConfig, NavConfigQuery, NavItem, NavTarget, NavTargetType } from './system/nav.ts';
export type { ServiceInfo, ServiceInfoQuery, UploadResult } from './system/service.ts';
export type { WeixinAuthInfo, WeixinAuthQuery, WeixinJsSdk, WeixinJsSdkQuery } from './system/weixin.ts';
export type { AdTarget, AdTargetKind } from './target.ts';
export type { ApiCallKey, ApiCalls } from './calls.ts';
