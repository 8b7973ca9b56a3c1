import type { ComponentType } from 'react';

export type PageModule<Props = object> = { default: ComponentType<Props> };
export type PageLoader = () => Promise<PageModule>;

export interface RouteEntry {
  path: string;
  title: string;
  /** Lazy page; absent means the spec does not show this screen: the "open in the app" page. */
  page?: PageLoader;
  /** Anonymous visitors go to login first (mall-spec §6). */
  auth?: boolean;
  /** Kept mounted (state and scroll) while the shopper visits a detail and comes back. */
  keepAlive?: boolean;
}

export interface RouteHandle {
  title: string;
  keepAlive: boolean;
}
