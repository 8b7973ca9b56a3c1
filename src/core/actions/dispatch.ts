import { toast } from '../feedback';
import { openHostScreen, openOutsidePage } from '../host';
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

async function perform(resolution: Resolution): Promise<void> {
  switch (resolution.kind) {
    case 'route':
      navigate(resolution.path);
      return;
    case 'external':
      await openOutsidePage(resolution.url);
      return;
    case 'bridge':
      // Screens the host has (the app all, the mini program some); a browser is offered the app.
      if (!(await openHostScreen(resolution.action, resolution.payload))) navigate(corePaths().download);
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
export async function runAction(input: ActionInput): Promise<Resolution> {
  const resolution = whereTo(input);
  await perform(resolution);
  return resolution;
}
