import type { ComponentType } from 'react';
import type { SystemScreen } from '../../features/system-page/SystemPage';

export type PageModule<Props = object> = { default: ComponentType<Props> };
export type PageLoader = () => Promise<PageModule>;

export interface RouteEntry {
  path: string;
  title: string;
  /** Lazy page. With neither `page` nor `system`, the "open in the app" page (or a takeover). */
  page?: PageLoader;
  /** A mall screen whose body is a system widget. */
  system?: SystemScreen;
  /** Anonymous visitors go to login first (mall-spec §6). */
  auth?: boolean;
  /** Kept mounted (state and scroll) while the shopper visits a detail and comes back. */
  keepAlive?: boolean;
}

export interface RouteHandle {
  title: string;
  keepAlive: boolean;
}
