import { callBridge, environment, type Environment } from '../bridge';
import { toast } from '../feedback';
import { corePaths, navigate } from '../navigation';
import { resolveAction } from './resolve';
import type { ActionInput, Resolution, TargetRoutes } from './types';

let routes: TargetRoutes | null = null;

/** The app tells the router where each target kind lives, once, at start-up. */
export function registerTargetRoutes(next: TargetRoutes): void {
  routes = next;
}

async function perform(resolution: Resolution, env: Environment): Promise<void> {
  switch (resolution.kind) {
    case 'route':
      navigate(resolution.path);
      return;
    case 'external':
      if (env === 'app') await callBridge('openUrl', { url: resolution.url });
      else window.location.assign(resolution.url);
      return;
    case 'bridge':
      // Only the native app has these screens; elsewhere the shopper is offered the app.
      if (env === 'app') await callBridge(resolution.action, resolution.payload);
      else navigate(corePaths().download);
      return;
    case 'refused':
      toast(resolution.reason);
  }
}

/** Where a target would go, without going (e.g. to mark the current item of a nav bar). */
export function whereTo(input: ActionInput): Resolution {
  if (!routes) throw new Error('registerTargetRoutes() must run before the action router is used');
  return resolveAction(input, routes);
}

/** The one action router: every ad target, navigation target and link the app follows. */
export async function runAction(input: ActionInput, env: Environment = environment): Promise<Resolution> {
  const resolution = whereTo(input);
  await perform(resolution, env);
  return resolution;
}
