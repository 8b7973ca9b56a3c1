import type { ComponentType } from 'react';
import type { SystemScreen } from '../../features/system-page/SystemPage';

export interface PageModule<Props = object> {
  default: ComponentType<Props>;
  /** Reads what the page shows first (for the URL's query), so its first render can show it. */
  prepare?: (search: URLSearchParams) => Promise<void>;
}
export type PageLoader = () => Promise<PageModule>;

interface RouteBasics {
  path: string;
  title: string;
  /** Anonymous visitors go to login first (mall-spec §6). */
  auth?: boolean;
  /** Kept mounted (state and scroll) while the shopper visits a detail and comes back. */
  keepAlive?: boolean;
  /** Our SMS login: inside the app and the mini program the host logs the shopper in instead (CONTRACT §4). */
  smsLogin?: boolean;
  /** Operator widgets the screen draws, fetched alongside its code rather than after it. */
  preload?: readonly string[];
}

/** A screen is either a lazy page or a mall screen whose body is a system widget. */
export type RouteEntry = RouteBasics & ({ page: PageLoader; system?: never } | { system: SystemScreen; page?: never });

export interface RouteHandle {
  /** None for the catch-all route, whose page sets the title itself (UnmatchedPage). */
  title?: string;
  keepAlive: boolean;
  /** Downloads the screen's code, and reads what it shows first, ahead of its first render (the screen the app opens on). */
  preload?: (search: URLSearchParams) => Promise<void>;
}
