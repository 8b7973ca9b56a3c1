import { createContext, useContext, type ReactNode } from 'react';
import type { VisibilityContext } from './visibility';

export interface RenderSettings extends VisibilityContext {
  /** Operators' preview: broken nodes show their problems in place, every node is outlined. */
  preview: boolean;
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
