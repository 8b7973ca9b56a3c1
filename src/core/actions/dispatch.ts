import { callBridge, environment, type Environment } from '../bridge';
import { toast } from '../feedback';
import { corePaths, navigate } from '../navigation';
import { resolveAction } from './resolve';
import type { ActionInput, Resolution, TargetRoutes } from './types';

let routes: TargetRoutes | null = null;
let ownHosts: readonly string[] = [];

/**
 * The app tells the router, once at start-up, where each target kind lives and which hosts are its
 * own (links there open as in-app screens rather than leaving the app).
 */
export function registerTargetRoutes(next: TargetRoutes, hosts: readonly string[] = []): void {
  routes = next;
  ownHosts = hosts;
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
      // The native app has these screens, the mini program some of them (its page table); where
      // neither can open one, the shopper is offered the app rather than a dead end.
      if (env === 'app') {
        await callBridge(resolution.action, resolution.payload);
        return;
      }
      if (env === 'miniprogram' && (await callBridge(resolution.action, resolution.payload, { quiet: true })).ok) return;
      navigate(corePaths().download);
      return;
    case 'refused':
      toast(resolution.reason);
  }
}

/** Where a target would go, without going (e.g. to mark the current item of a nav bar). */
export function whereTo(input: ActionInput): Resolution {
  if (!routes) throw new Error('registerTargetRoutes() must run before the action router is used');
  return resolveAction(input, routes, ownHosts);
}

/** The one action router: every ad target, navigation target and link the app follows. */
export async function runAction(input: ActionInput, env: Environment = environment): Promise<Resolution> {
  const resolution = whereTo(input);
  await perform(resolution, env);
  return resolution;
}
