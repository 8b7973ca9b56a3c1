import { createContext, useContext, type ReactNode } from 'react';
import type { VisibilityContext } from './visibility';

export interface RenderSettings extends VisibilityContext {
  /** Operators' preview: broken nodes show their problems in place, every node is outlined. */
  preview: boolean;
  /**
   * The query of the address the page is shown on: a route page's (CONTRACT §7, `/mission-center?from=push`)
   * or the component page's own. Widgets read it with `useRouteQuery`.
   */
  query?: Readonly<Record<string, string>>;
  /**
   * What a published node that throws shows instead of nothing, given a way to draw it again: a mall
   * screen's error panel. Operator pages leave it unset, so a failing widget just disappears.
   */
  failedNode?: (retry: () => void) => ReactNode;
}

export const RenderSettingsContext = createContext<RenderSettings>({
  preview: false,
  loggedIn: false,
  platform: 'browser',
  nowMs: 0,
});

export function useRenderSettings(): RenderSettings {
  return useContext(RenderSettingsContext);
}

const NO_QUERY: Readonly<Record<string, string>> = {};

/** The query of the address the page is shown on (empty where the page has none, e.g. in an editor). */
export function useRouteQuery(): Readonly<Record<string, string>> {
  return useRenderSettings().query ?? NO_QUERY;
}
