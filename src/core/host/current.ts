import { detectEnvironment, type Environment } from '../bridge/environment';
import { config } from '../config';
import { HOST_POLICIES, type HostPolicy } from './policy';

interface WxjsWindow {
  __wxjs_environment?: string;
}

/**
 * Where this page runs, asked once. A server drawing a page (src/entry-server.tsx) has no browser to
 * ask; what it draws never depends on the host (a node shown only on some platforms waits for the
 * client, PageRenderer).
 */
export const host: Environment =
  typeof navigator === 'undefined'
    ? 'browser'
    : detectEnvironment({ userAgent: navigator.userAgent, wxjsEnvironment: (window as Window & WxjsWindow).__wxjs_environment as string | undefined }, config.appUaMarker);

export const hostPolicy: HostPolicy = HOST_POLICIES[host];
