import { createContext, useContext } from 'react';
import type { VisibilityContext } from './visibility';

export interface RenderSettings extends VisibilityContext {
  /** Operators' preview: broken nodes show their problems in place, every node is outlined. */
  preview: boolean;
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
