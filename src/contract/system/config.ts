/** The system config (mall-spec §3), read at start-up: its own module, so the shell carries no other decoder. */
import { call } from '../call-spec.ts';
import type { Flag, NoParams } from '../common.ts';
import { answer, flag, number, object, readCount, text, type Decoder } from '../read.ts';

export interface SystemConfig {
  service_rule_url: string;
  privacy_rule_url: string;
  s_is_open_sence: Flag;
  /** CONTRACT §7: a route of platform-spec §2 → the published component page shown on it. */
  route_pages: Readonly<Record<string, number>>;
  /** Server Unix seconds; the client keeps `offset = ts - localSeconds`. */
  ts: number;
}

/**
 * CONTRACT §7's `route_pages`: path → page id. A route the runtime cannot use (not a path, an id that
 * is no positive whole number) is left out rather than failing the config every screen depends on.
 */
const routePages: Decoder<Readonly<Record<string, number>>> = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const pages: Record<string, number> = {};
  for (const [path, id] of Object.entries(value)) {
    const pageId = readCount(id);
    if (path.startsWith('/') && pageId) pages[path] = pageId;
  }
  return pages;
};

export const systemConfig = answer<SystemConfig>(
  'config',
  object({ service_rule_url: text, privacy_rule_url: text, s_is_open_sence: flag, route_pages: routePages, ts: number }),
);

export const configCalls = {
  // The request layer reads it itself to learn the clock offset (src/api/system.ts shares that read).
  'GET /v1/config/get': call<NoParams>()(systemConfig),
} as const;
