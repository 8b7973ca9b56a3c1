import { registerTargetRoutes } from '../core/actions';
import { environment } from '../core/bridge';
import { registerCorePaths } from '../core/navigation';
import { getSystemConfig } from '../api/system';
import { waitForSession } from '../core/request';
import { bootstrapSession, useSession } from '../core/session';
import { CORE_PATHS, TARGET_ROUTES } from './links';

/** Everything that must be known before the first screen asks the server for anything. */
export function bootstrap(): void {
  registerCorePaths(CORE_PATHS);
  registerTargetRoutes(TARGET_ROUTES);
  waitForSession(bootstrapSession(environment));
  // Learn the server clock (and the system config that carries it) as early as possible.
  getSystemConfig()
    .then((systemConfig) => {
      if (!systemConfig || typeof systemConfig !== 'object') return;
      useSession.getState().update((draft) => {
        draft.systemConfig = { ...systemConfig };
      });
    })
    .catch(() => undefined);
}
